import { useEffect, type RefObject } from 'react';

/**
 * While the popover is open: a tap outside it and its anchor closes it, Escape closes it and
 * gives the focus back to the trigger, and scrolling or resizing places it next to its anchor.
 */
export function useOpenListeners(
  open: boolean,
  popoverRef: RefObject<HTMLElement | null>,
  anchorRef: RefObject<HTMLElement | null>,
  latest: { readonly current: { setOpen: (open: boolean) => void } },
  /** Places the popover next to its anchor again. */
  place: () => void,
  /** A pending hover change, which Escape cancels. */
  hoverTimer: RefObject<ReturnType<typeof setTimeout> | undefined>,
  focusTrigger: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const close = () => latest.current.setOpen(false);
    // A tap outside closes it; a touch that scrolls the page ends without a click, so the
    // popover stays and follows its anchor instead.
    const onOutsideClick = (event: Event) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !anchorRef.current?.contains(target)) close();
    };
    // Captured before the overlay stack hears it: Escape closes this popover, not also the
    // popup it was opened from.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      clearTimeout(hoverTimer.current);
      close();
      focusTrigger();
    };
    // Scrolling the page or any scroll container moves the anchor: follow it (and flip when
    // it no longer fits), as also after a resize. Scroll events come once per frame at most.
    const onScroll = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node && popoverRef.current?.contains(target))) place();
    };
    document.addEventListener('click', onOutsideClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('click', onOutsideClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', place);
    };
  }, [open, latest, place, focusTrigger, popoverRef, anchorRef, hoverTimer]);
}
