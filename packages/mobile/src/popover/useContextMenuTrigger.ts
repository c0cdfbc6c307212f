import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { isContextMenuKey, LONG_PRESS_MS } from '../internal/longPress';

/** How far it may drift meanwhile: more is the start of a scroll. */
const SLOP_PX = 10;

/**
 * `trigger="contextmenu"`: a long press by touch or pen, a right click (the `contextmenu` event)
 * or the Context Menu key or Shift+F10 on the focused trigger opens the popover. Returns the
 * handlers for the anchor (none without `enabled`).
 */
export function useContextMenuTrigger(
  enabled: boolean,
  open: boolean,
  latest: { readonly current: { setOpen: (open: boolean) => void } },
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Where the pending long press went down. */
  const start = useRef<[number, number] | undefined>(undefined);
  /** The next click ends the press that opened the popover: it must not also activate the row. */
  const swallowClick = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return undefined;

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = undefined;
  };
  const openNow = () => {
    cancel();
    latest.current.setOpen(true);
  };
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      // A click that never came (Android drops it after a long press) is not waited for.
      swallowClick.current = false;
      if (event.pointerType === 'mouse') return;
      // A second finger is a pinch, not a press.
      if (start.current) return cancel();
      start.current = [event.clientX, event.clientY];
      timer.current = setTimeout(() => {
        swallowClick.current = true;
        openNow();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: ReactPointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from[0], event.clientY - from[1]) > SLOP_PX) cancel();
    },
    // The browser taking the touch over for a scroll cancels it too.
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      // The trigger handled it already (with a menu of its own, say): this one stays shut.
      if (event.defaultPrevented) return;
      event.preventDefault();
      // Android recognises a long press by itself and says so with this event.
      if (start.current) swallowClick.current = true;
      openNow();
    },
    onKeyDown: (event: KeyboardEvent) => {
      swallowClick.current = false;
      if (isContextMenuKey(event)) {
        event.preventDefault();
        openNow();
      }
    },
    // Captured, so neither the trigger nor a row around it hears a click it must not act on.
    onClickCapture: (event: MouseEvent) => {
      if (!swallowClick.current && !open) return;
      event.preventDefault();
      event.stopPropagation();
      // A tap on the trigger of an open menu dismisses it, as a tap anywhere else would.
      if (!swallowClick.current) latest.current.setOpen(false);
      swallowClick.current = false;
    },
  };
}
