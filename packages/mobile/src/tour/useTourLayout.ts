import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isRtl } from '../internal/direction';
import { getScrollParent } from '../internal/scrollParent';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useLatest } from '../internal/useLatest';
import { warn } from '../internal/warn';
import { computePosition, type PopoverPlacement, type Rect } from '../popover/position';
import { holeAround, placementFor, type Size } from './tourGeometry';
import { fullyInView, resolveTarget, type TourTarget } from './tourTarget';

export interface TourLayout {
  /** The layer's size: the mask is drawn over all of it. */
  size: Size;
  /** The cut-out, in the layer's coordinates; `null` for a centred step. */
  hole: Rect | null;
  /** Where the step card goes, in the layer's coordinates; `null` centres it. */
  card: { x: number; y: number; placement: PopoverPlacement } | null;
}

interface TourLayoutOptions {
  /** The tour is open and its layer is rendered. */
  active: boolean;
  /** Index of the step shown; a new step looks its target up again. */
  step: number;
  target: TourTarget | undefined;
  placement: PopoverPlacement;
  padding: number;
  layerRef: RefObject<HTMLElement | null>;
  cardRef: RefObject<HTMLElement | null>;
}

/** Room kept between a target scrolled into view and the edges, for the card beside it. */
const VIEW_MARGIN = 16;

/**
 * Finds the step's target, scrolls it into view before the step shows, and measures where the
 * cut-out and the card go; measures again whenever the page or a scroll container scrolls, the
 * window resizes, or the target or the layer change size. Client only (layout effects).
 */
export function useTourLayout({
  active,
  step,
  target,
  placement,
  padding,
  layerRef,
  cardRef,
}: TourLayoutOptions): TourLayout | null {
  const [layout, setLayout] = useState<TourLayout | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const latest = useLatest({ target });

  const measure = useCallback(() => {
    const layer = layerRef.current;
    const card = cardRef.current;
    if (!layer || !card) return;
    const origin = layer.getBoundingClientRect();
    const size = { width: origin.width, height: origin.height };
    const el = element.current?.isConnected ? element.current : null;
    const box = el?.getBoundingClientRect();
    const hole = box
      ? holeAround(
          {
            x: box.left - origin.left,
            y: box.top - origin.top,
            width: box.width,
            height: box.height,
          },
          size,
          padding,
        )
      : null;
    const position = hole
      ? computePosition(
          hole,
          { width: card.offsetWidth, height: card.offsetHeight },
          placementFor(placement, isRtl(layer)),
          { x: 0, y: 0, ...size },
        )
      : null;
    const next: TourLayout = {
      size,
      hole,
      card: position && { x: position.x, y: position.y, placement: position.placement },
    };
    // Scrolling measures every frame: an unchanged layout keeps the state, so no render.
    setLayout((current) => (current && sameLayout(current, next) ? current : next));
  }, [layerRef, cardRef, placement, padding]);

  useIsomorphicLayoutEffect(() => {
    if (!active) {
      // The last layout stays while the tour fades out; opening again measures before paint.
      element.current = null;
      return;
    }
    const found = resolveTarget(latest.current.target, document);
    if (found.kind === 'missing') {
      warn('Tour', `step ${step + 1} shows in the centre: ${found.reason}.`);
    }
    element.current = found.kind === 'found' ? found.element : null;
    if (element.current) scrollIntoViewIfNeeded(element.current);
    measure();
  }, [active, step, measure, latest]);

  useEffect(() => {
    if (!active) return;
    // Scroll events come once per frame at most; the card's own scrolling moves nothing.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && cardRef.current?.contains(event.target))) measure();
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [layerRef.current, cardRef.current, element.current]) {
      if (el) observer?.observe(el);
    }
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [active, step, measure, layerRef, cardRef]);

  return layout;
}

/** Brings the target to the middle of its scroll containers and the window, unless in view. */
function scrollIntoViewIfNeeded(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const viewport = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  const parent = getScrollParent(el);
  const inParent =
    parent === window || fullyInView(box, (parent as HTMLElement).getBoundingClientRect());
  if (inParent && fullyInView(box, viewport, VIEW_MARGIN)) return;
  // At once, not smoothly: the step is measured right after, and shows with its target in place.
  // (jsdom has no scrollIntoView; browsers all do.)
  el.scrollIntoView?.({ block: 'center', inline: 'nearest', behavior: 'instant' });
}

function sameLayout(a: TourLayout, b: TourLayout): boolean {
  return (
    a.size.width === b.size.width &&
    a.size.height === b.size.height &&
    sameRect(a.hole, b.hole) &&
    a.card?.x === b.card?.x &&
    a.card?.y === b.card?.y &&
    a.card?.placement === b.card?.placement
  );
}

function sameRect(a: Rect | null, b: Rect | null): boolean {
  if (!a || !b) return a === b;
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
