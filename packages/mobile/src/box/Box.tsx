import { forwardRef, type ElementType, type ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { SpaceStep } from '../theme/spacing';
import * as styles from './Box.css';

export type BoxRef = HTMLElement;

export interface BoxProps extends NativeProps {
  /**
   * The element to render, e.g. `section`, `header`, `li`.
   * @defaultValue 'div'
   */
  as?: ElementType;
  /** Padding on all sides, from the spacing tokens. */
  padding?: SpaceStep;
  /** Horizontal (inline) padding; overrides `padding` on that axis. */
  paddingX?: SpaceStep;
  /** Vertical (block) padding; overrides `padding` on that axis. */
  paddingY?: SpaceStep;
  /**
   * Surface colour: the content surface or the page behind it.
   * @defaultValue 'none'
   */
  background?: 'none' | 'default' | 'page';
  /**
   * Corner rounding from the radius tokens.
   * @defaultValue 'none'
   */
  radius?: 'none' | 's' | 'm' | 'l';
  /**
   * Adds the device's safe-area inset (notch, home indicator) to the box's padding at the top,
   * the bottom or both.
   */
  safeArea?: 'top' | 'bottom' | 'both';
  /** Content. */
  children?: ReactNode;
}

/** A layout primitive: one element with token-bound padding, surface and safe-area insets. */
export const Box = forwardRef<BoxRef, BoxProps>(function Box(
  {
    as: Element = 'div',
    padding,
    paddingX,
    paddingY,
    background = 'none',
    radius = 'none',
    safeArea,
    children,
    ...rest
  },
  ref,
) {
  const className = [
    styles.root,
    padding && styles.padding[padding],
    paddingX && styles.paddingX[paddingX],
    paddingY && styles.paddingY[paddingY],
    styles.background[background],
    styles.radius[radius],
    safeArea && styles.safeArea[safeArea],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element ref={ref} {...nativeProps(rest, className)}>
      {children}
    </Element>
  );
});
