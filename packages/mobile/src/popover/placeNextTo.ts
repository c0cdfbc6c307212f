import { getScrollParent } from '../internal/scrollParent';
import { computePosition, type PopoverPlacement, type Position } from './position';

/**
 * Where a fixed popover goes next to its anchor, in the coordinates its `--tm-popover-x/y`
 * translation uses, kept inside the container it is rendered into (the viewport for the body).
 */
export function placeNextTo(
  popover: HTMLElement,
  anchor: HTMLElement,
  placement: PopoverPlacement,
  container: HTMLElement | null | undefined,
): Position & { anchorHidden: boolean } {
  // Where (0, 0) of the fixed popover lands: the origin of its containing block, which is a
  // transformed ancestor (a demo frame) when there is one and the viewport otherwise. The
  // current translation is taken out, so placing again from any position gives the same result.
  const at = popover.getBoundingClientRect();
  const applied = (name: string) => parseFloat(popover.style.getPropertyValue(name)) || 0;
  const origin = {
    left: at.left - applied('--tm-popover-x'),
    top: at.top - applied('--tm-popover-y'),
  };
  const box =
    container && container !== document.body
      ? container.getBoundingClientRect()
      : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  const a = anchor.getBoundingClientRect();
  const next = computePosition(
    { x: a.left, y: a.top, width: a.width, height: a.height },
    { width: popover.offsetWidth, height: popover.offsetHeight },
    placement,
    { x: box.left, y: box.top, width: box.width, height: box.height },
  );
  return {
    ...next,
    x: next.x - origin.left,
    y: next.y - origin.top,
    anchorHidden: scrolledOutOfView(anchor, a),
  };
}

/** Whether the anchor scrolled out of the scroll container it lives in (not the page). */
function scrolledOutOfView(anchor: HTMLElement, rect: DOMRect): boolean {
  const parent = getScrollParent(anchor);
  if (parent === window) return false;
  const view = (parent as HTMLElement).getBoundingClientRect();
  return rect.bottom <= view.top || rect.top >= view.bottom;
}
