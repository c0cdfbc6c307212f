import { exitDuration } from '../internal/motion';

/** The inline styles scaling changes, as they were before, to put back on close. */
type Saved = Pick<
  CSSStyleDeclaration,
  'transform' | 'transformOrigin' | 'borderRadius' | 'overflow' | 'transition'
>;

const pending = new WeakMap<HTMLElement, { saved: Saved; timer: ReturnType<typeof setTimeout> }>();

/**
 * Scales `element` (the page behind a card modal) back and down a little, with rounded corners,
 * as iOS does behind a card sheet. Returns the function that lets it grow back and then puts its
 * own inline styles back. No animation under reduced motion.
 */
export function scaleBack(element: HTMLElement): () => void {
  const { style } = element;
  const earlier = pending.get(element);
  if (earlier) {
    // Opened again while still growing back: keep the styles from before the first opening.
    clearTimeout(earlier.timer);
    pending.delete(element);
  }
  const saved: Saved = earlier?.saved ?? {
    transform: style.transform,
    transformOrigin: style.transformOrigin,
    borderRadius: style.borderRadius,
    overflow: style.overflow,
    transition: style.transition,
  };
  const ms = exitDuration();
  style.transition = ms ? `transform ${ms}ms ease-out, border-radius ${ms}ms ease-out` : '';
  style.transformOrigin = 'center top';
  style.overflow = 'hidden';
  style.borderRadius = '12px';
  style.transform = 'translateY(calc(env(safe-area-inset-top, 0px) + 12px)) scale(0.93)';

  return () => {
    style.transform = saved.transform;
    style.borderRadius = saved.borderRadius;
    const restore = () => {
      pending.delete(element);
      style.transformOrigin = saved.transformOrigin;
      style.overflow = saved.overflow;
      style.transition = saved.transition;
    };
    const wait = exitDuration();
    if (wait === 0) restore();
    else pending.set(element, { saved, timer: setTimeout(restore, wait) });
  };
}
