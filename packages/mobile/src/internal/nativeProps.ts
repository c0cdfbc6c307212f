import type { AriaAttributes, CSSProperties } from 'react';
import { cx } from './cx';

/**
 * CSS custom properties a component documents, typed so a typo fails type-checking. A component
 * without any gets plain `CSSProperties`, which its API table then shows as such.
 */
export type CssVarStyle<Vars extends string> = [Vars] extends [never]
  ? CSSProperties
  : CSSProperties & Partial<Record<Vars, string | number>>;

/**
 * The DOM props every component passes through to its root: class, style, `data-*`, `aria-*`.
 * Anything else must be a documented prop.
 */
export interface NativeProps<Vars extends string = never> extends AriaAttributes {
  /** Extra class on the root element. */
  className?: string;
  /** Inline style on the root element; lists the component's public CSS variables. */
  style?: CssVarStyle<Vars>;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/** Picks the pass-through props and merges the component's own class name and style. */
export function nativeProps(
  props: object,
  className?: string,
  style?: CSSProperties,
): { className: string; style?: CSSProperties } & Record<string, unknown> {
  const given = props as Record<string, unknown> & { className?: string; style?: CSSProperties };
  const out: Record<string, unknown> = {};
  for (const key in given) {
    if (/^(data|aria)-/.test(key)) out[key] = given[key];
  }
  const classes = cx(className, given.className);
  // Only what is set: the result is spread after a root's own props.
  if (classes) out.className = classes;
  if (style || given.style) out.style = { ...style, ...given.style };
  return out as { className: string } & Record<string, unknown>;
}
