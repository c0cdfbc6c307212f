import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Sets a CSS custom property to `px` pixels on the element, or removes it for 0. Only in the
 * browser, so server HTML never carries a style attribute (blocked by `style-src 'self'`).
 */
export function useCssPx(ref: RefObject<HTMLElement | null>, name: string, px: number): void {
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (px) el?.style.setProperty(name, `${px}px`);
    else el?.style.removeProperty(name);
  }, [ref, name, px]);
}
