import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { SpaceStep } from '../theme/spacing';
import * as styles from './Flex.css';
import {
  FLEX_COLUMNS,
  type FlexAlign,
  type FlexDirection,
  type FlexItemMode,
  type FlexJustify,
} from './flexVariants';

export type FlexRef = HTMLElement;

export interface FlexProps extends NativeProps {
  /**
   * The element to render. As a `ul` or `ol` it drops the list's bullets and indent.
   * @defaultValue 'div'
   */
  as?: ElementType;
  /**
   * Main axis. `row` follows the writing direction, so it flips in right-to-left layouts.
   * @defaultValue 'row'
   */
  direction?: FlexDirection;
  /**
   * Lets items flow onto several lines.
   * @defaultValue false
   */
  wrap?: boolean;
  /** Distribution along the main axis. */
  justify?: FlexJustify;
  /** Alignment across the main axis. */
  align?: FlexAlign;
  /**
   * Space between items, from the spacing tokens: one step for both axes, or `[horizontal, vertical]`.
   * @defaultValue 'none'
   */
  gap?: SpaceStep | [SpaceStep, SpaceStep];
  /** Items; use `Flex.Item` for sizing. */
  children?: ReactNode;
}

export interface FlexItemProps extends NativeProps {
  /**
   * The element to render.
   * @defaultValue 'div'
   */
  as?: ElementType;
  /** `fill` shares the free space equally, `auto` grows from the content size, `none` keeps the content size. */
  flex?: FlexItemMode;
  /** Width in grid columns out of 24, gaps included: two items with `span={12}` fill a row. */
  span?: number;
  /** Content. */
  children?: ReactNode;
}

const FlexRoot = forwardRef<FlexRef, FlexProps>(function Flex(
  {
    as: Element = 'div',
    direction = 'row',
    wrap = false,
    justify,
    align,
    gap = 'none',
    children,
    ...rest
  },
  ref,
) {
  const [gapX, gapY] = Array.isArray(gap) ? gap : [gap, gap];
  const className = cx(
    styles.root,
    direction !== 'row' && styles.direction[direction],
    wrap && styles.wrap,
    justify && styles.justify[justify],
    align && styles.align[align],
    gapX !== 'none' && styles.gapX[gapX],
    gapY !== 'none' && styles.gapY[gapY],
  );
  return (
    <Element ref={ref} {...nativeProps(rest, className)}>
      {children}
    </Element>
  );
});

/** A flex item: equal shares (`flex="fill"`) or grid columns (`span`). */
export const FlexItem = forwardRef<HTMLElement, FlexItemProps>(function FlexItem(
  { as: Element = 'div', flex, span, children, ...rest },
  ref,
) {
  const spanIndex =
    span === undefined ? undefined : Math.min(FLEX_COLUMNS, Math.max(1, Math.round(span))) - 1;
  const className = cx(
    flex && styles.item[flex],
    spanIndex !== undefined && styles.span[spanIndex],
  );
  return (
    <Element ref={ref} {...nativeProps(rest, className || undefined)}>
      {children}
    </Element>
  );
});

/** Lays children out in a row or column with token-bound gaps; `Flex.Item` sizes them. */
export const Flex = /* @__PURE__ */ Object.assign(FlexRoot, { Item: FlexItem });
