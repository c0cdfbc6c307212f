import {
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

/**
 * `trigger="hover"`: the pointer resting on the trigger or the bubble, or keyboard focus on the
 * trigger, opens the popover after `openDelay`; leaving them closes it after `closeDelay`. One
 * pending open or close at a time; the latest intent wins. Returns
 * `[hoverHandlers, hoverTimer, focusTrigger]`: the handlers go on the anchor and the bubble
 * (none without `hover`), `hoverTimer` holds the pending change, and `focusTrigger` gives focus
 * back to the trigger without opening a hover popover again.
 */
export function useHoverTrigger(
  hover: boolean,
  openDelay: number,
  closeDelay: number,
  anchorRef: RefObject<HTMLElement | null>,
  popoverRef: RefObject<HTMLElement | null>,
  latest: { readonly current: { setOpen: (open: boolean) => void } },
) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returningFocus = useRef(false);
  // Focus coming back to the trigger must not open a hover popover again.
  const focusTrigger = useCallback(() => {
    returningFocus.current = true;
    anchorRef.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    returningFocus.current = false;
  }, [anchorRef]);

  const schedule = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => latest.current.setOpen(next),
      next ? openDelay : closeDelay,
    );
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const within = (node: EventTarget | null) =>
    node instanceof Node &&
    Boolean(anchorRef.current?.contains(node) || popoverRef.current?.contains(node));
  const hoverHandlers = hover
    ? {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') schedule(true);
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') schedule(false);
        },
        onFocus: () => {
          if (!returningFocus.current) schedule(true);
        },
        onBlur: (event: FocusEvent) => {
          if (!within(event.relatedTarget)) schedule(false);
        },
      }
    : undefined;

  return [hoverHandlers, hoverTimer, focusTrigger] as const;
}
