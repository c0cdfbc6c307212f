import { forwardRef, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { navBar as english } from '../locale/en-US/navBar';
import { LeftIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './NavBar.css';

export type NavBarRef = HTMLDivElement;

export interface NavBarProps extends NativeProps<
  '--tm-nav-bar-height' | '--tm-nav-bar-background' | '--tm-nav-bar-border-color'
> {
  /**
   * The title: centred on the bar while it fits there; a longer one moves off centre into the
   * room beside the narrower side, then ends with an ellipsis.
   */
  children?: ReactNode;
  /**
   * Text next to the back arrow; `null` removes the back button.
   * @defaultValue the arrow alone, named by the locale's "Back"
   */
  back?: ReactNode;
  /**
   * The back arrow.
   * @defaultValue `<LeftIcon />`
   */
  backIcon?: ReactNode;
  /** Called when the back button is pressed, e.g. `() => navigate(-1)`. */
  onBack?: () => void;
  /** Content after the back button, at the start. */
  left?: ReactNode;
  /** Content at the end, such as an action button. */
  right?: ReactNode;
  /**
   * Pads the top by the safe area (the notch or status bar) of a full-screen web app.
   * @defaultValue false
   */
  safeArea?: boolean;
  /**
   * Pins the bar to the top of the viewport.
   * @defaultValue false
   */
  fixed?: boolean;
  /**
   * With `fixed`, keeps the bar's space in the layout so content does not slide under it.
   * @defaultValue true
   */
  placeholder?: boolean;
  /**
   * A hairline under the bar.
   * @defaultValue false
   */
  bordered?: boolean;
}

/** The bar at the top of a screen: a back button, a centred title and actions. */
export const NavBar = forwardRef<NavBarRef, NavBarProps>(function NavBar(
  {
    children,
    back,
    backIcon = <LeftIcon />,
    onBack,
    left,
    right,
    safeArea = false,
    fixed = false,
    placeholder = true,
    bordered = false,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('navBar', english);
  const bar = (
    <div
      ref={ref}
      {...nativeProps(
        rest,
        cx(
          styles.root,
          safeArea && styles.safeArea,
          fixed && styles.fixed,
          bordered && styles.bordered,
        ),
      )}
    >
      <div className={styles.start}>
        {back !== null && (
          <button
            type="button"
            className={styles.back}
            onClick={onBack}
            aria-label={back === undefined ? texts.back : undefined}
          >
            <span className={styles.backIcon} aria-hidden>
              {backIcon}
            </span>
            {back}
          </button>
        )}
        {left}
      </div>
      <div className={styles.title}>{children}</div>
      <div className={styles.end}>{right}</div>
    </div>
  );
  if (!fixed || !placeholder) return bar;
  return (
    <>
      <div className={cx(styles.placeholder, safeArea && styles.safeArea)} aria-hidden />
      {bar}
    </>
  );
});
