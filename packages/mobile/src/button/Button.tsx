import { forwardRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { LoadingIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Button.css';
import type { ButtonColor, ButtonFill, ButtonShape, ButtonSize } from './buttonVariants';

export type ButtonRef = HTMLButtonElement | HTMLAnchorElement;

export interface ButtonProps extends NativeProps<
  '--tm-button-color' | '--tm-button-text-color' | '--tm-button-radius' | '--tm-button-border-width'
> {
  /**
   * How the colour is applied: a filled background, an outline, or text only.
   * @defaultValue 'solid'
   */
  fill?: ButtonFill;
  /**
   * Colour role of the button.
   * @defaultValue 'default'
   */
  color?: ButtonColor;
  /**
   * Corner shape.
   * @defaultValue 'default'
   */
  shape?: ButtonShape;
  /**
   * Height and text size.
   * @defaultValue 'middle'
   */
  size?: ButtonSize;
  /**
   * Stretches the button to the width of its container.
   * @defaultValue false
   */
  block?: boolean;
  /**
   * Blocks taps and form submission. The button stays focusable and reports `aria-disabled`.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Shows a spinner and ignores taps. `'auto'`: loading while the Promise returned by `onClick` is pending.
   * @defaultValue false
   */
  loading?: boolean | 'auto';
  /** Text shown while loading, instead of the children. */
  loadingText?: ReactNode;
  /**
   * Indicator shown while loading.
   * @defaultValue <LoadingIcon />
   */
  loadingIcon?: ReactNode;
  /**
   * Native button type; `submit` and `reset` work inside forms.
   * @defaultValue 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Renders a link (`<a>`) to this address instead of a button. */
  href?: string;
  /** Link target, with `href`. */
  target?: string;
  /** Link relationship, with `href`. */
  rel?: string;
  /** Tap handler. Return a Promise together with `loading="auto"` to show progress until it settles. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
  /** Label and icons. */
  children?: ReactNode;
}

/** A tappable action: a native button, or a link when given `href`. */
export const Button = forwardRef<ButtonRef, ButtonProps>(function Button(
  {
    fill = 'solid',
    color = 'default',
    shape = 'default',
    size = 'middle',
    block = false,
    disabled = false,
    loading = false,
    loadingText,
    loadingIcon,
    type = 'button',
    href,
    target,
    rel,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const [pending, setPending] = useState(false);
  const isLoading = loading === true || (loading === 'auto' && pending);
  const blocked = disabled || isLoading;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (
      loading === 'auto' &&
      typeof (result as PromiseLike<unknown> | undefined)?.then === 'function'
    ) {
      setPending(true);
      (result as PromiseLike<unknown>).then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };

  const shared = {
    ...nativeProps(
      rest,
      cx(
        styles.root,
        styles.fill[fill],
        styles.colors[color],
        styles.shape[shape],
        styles.size[size],
        block && styles.block,
      ),
    ),
    'aria-disabled': disabled || undefined,
    'aria-busy': isLoading || undefined,
    'data-loading': isLoading || undefined,
    onClick: handleClick,
  };
  const content = isLoading ? (
    <>
      {loadingIcon ?? <LoadingIcon className={styles.loadingIcon} />}
      {loadingText ?? children}
    </>
  ) : (
    children
  );

  if (href !== undefined) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        // Without href a link leaves the tab order; a disabled one stays in it, as a button does.
        tabIndex={disabled ? 0 : undefined}
        target={target}
        rel={rel}
        {...shared}
      >
        {content}
      </a>
    );
  }
  return (
    <button ref={ref as Ref<HTMLButtonElement>} type={type} {...shared}>
      {content}
    </button>
  );
});
