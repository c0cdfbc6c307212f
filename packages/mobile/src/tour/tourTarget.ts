import type { RefObject } from 'react';

/**
 * What a step points at: a ref, a CSS selector, or a function returning the element (for an
 * element that only exists once the step shows). No target: the step shows in the centre.
 */
export type TourTarget = RefObject<HTMLElement | null> | string | (() => HTMLElement | null);

type ResolvedTarget =
  { kind: 'none' } | { kind: 'found'; element: HTMLElement } | { kind: 'missing'; reason: string };

/** Finds the element of a step; never throws, so a bad selector cannot break the page. */
export function resolveTarget(
  target: TourTarget | null | undefined,
  root: Document,
): ResolvedTarget {
  if (target === undefined || target === null) return { kind: 'none' };
  let element: Element | null = null;
  if (typeof target === 'string') {
    try {
      element = root.querySelector(target);
    } catch {
      return { kind: 'missing', reason: `"${target}" is not a valid CSS selector` };
    }
    if (!element) return { kind: 'missing', reason: `no element matches "${target}"` };
  } else {
    element = typeof target === 'function' ? target() : target.current;
    if (!element) return { kind: 'missing', reason: 'its target is not rendered' };
  }
  return { kind: 'found', element: element as HTMLElement };
}

interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Whether `rect` lies wholly inside `view`, with `margin` to spare above and below. */
export function fullyInView(rect: Edges, view: Edges, margin = 0): boolean {
  return (
    rect.top >= view.top + margin &&
    rect.bottom <= view.bottom - margin &&
    rect.left >= view.left &&
    rect.right <= view.right
  );
}
