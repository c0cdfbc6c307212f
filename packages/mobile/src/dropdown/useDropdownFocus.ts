import { useEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../internal/useLatest';

interface DropdownFocusOptions {
  /** The open menu, or `null`. */
  open: string | null;
  panel: (key: string) => HTMLElement | null;
  title: (key: string) => HTMLElement | null;
  /** Whether the menu lists options (options mode). */
  listed: (key: string) => boolean;
  layerRef: RefObject<HTMLElement | null>;
}

/**
 * Focus follows the open menu: into its panel when a title opens it (the chosen option of a
 * list, else the panel), back to the title of the menu that closed. A panel open from the first
 * render does not take focus from the page.
 */
export function useDropdownFocus({
  open,
  panel,
  title,
  listed,
  layerRef,
}: DropdownFocusOptions): void {
  const previous = useRef(open);
  const find = useLatest({ panel, title, listed });

  useEffect(() => {
    const before = previous.current;
    previous.current = open;
    if (open === before) return;
    if (open !== null) {
      const element = find.current.panel(open);
      if (!element) return;
      // Only in options mode: a list inside free content is the user's, not the panel's.
      const target =
        (find.current.listed(open) &&
          element.querySelector<HTMLElement>('[role="option"][tabindex="0"]')) ||
        element;
      target.focus({ preventScroll: true });
      return;
    }
    if (before === null) return;
    const focused = document.activeElement;
    // Focus stays where the user put it (a tap outside on another control); only focus left in
    // the closed panel, or dropped on the body, goes back to the title.
    const stranded =
      !focused || focused === document.body || Boolean(layerRef.current?.contains(focused));
    if (stranded) find.current.title(before)?.focus({ preventScroll: true });
  }, [open, layerRef, find]);
}
