import { forwardRef, useRef, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { navBar as english } from '../locale/en-US/navBar';
import { LeftIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './NavBar.css';
import { useCollapsedTitle } from './useCollapsedTitle';

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
  /**
   * Shows the title large under the bar, as on iOS: 34 px, bold, at the start, in the flow of
   * the content and as the screen's `h1`. Once it scrolls up under the bar, the bar's centred
   * title fades in; back at the top, it fades out. Put the bar at the top of what scrolls: with
   * `fixed`, the page; without, it sticks to the top of its nearest scroll container. Give the
   * title as text: it is shown twice and read once.
   * @defaultValue false
   */
  largeTitle?: boolean;
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
    largeTitle = false,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('navBar', english);
  const barRef = useRef<HTMLDivElement>(null);
  const largeRef = useRef<HTMLHeadingElement>(null);
  const collapsed = useCollapsedTitle(barRef, largeRef, largeTitle);
  const bar = (
    <div
      ref={mergeRefs(ref, barRef)}
      {...nativeProps(
        rest,
        cx(
          styles.root,
          safeArea && styles.safeArea,
          fixed && styles.fixed,
          bordered && styles.bordered,
          largeTitle && !fixed && styles.sticky,
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
      {largeTitle ? (
        // The large title is the heading; this copy only shows once it has scrolled away.
        <div className={styles.title} aria-hidden>
          <span className={styles.smallTitle} hidden={!collapsed}>
            {children}
          </span>
        </div>
      ) : (
        <div className={styles.title}>{children}</div>
      )}
      <div className={styles.end}>{right}</div>
    </div>
  );
  return (
    <>
      {fixed && placeholder && (
        <div className={cx(styles.placeholder, safeArea && styles.safeArea)} aria-hidden />
      )}
      {bar}
      {largeTitle && (
        <h1 ref={largeRef} className={styles.largeTitle}>
          {children}
        </h1>
      )}
    </>
  );
});
