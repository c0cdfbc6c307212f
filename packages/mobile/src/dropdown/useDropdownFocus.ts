import { useEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../internal/useLatest';
import type { DropdownMenu } from './useDropdownMenus';

/**
 * Focus follows the open menu: into its panel when a title opens it (the chosen option of a
 * list, else the panel), back to the title of the menu that closed. A panel open from the first
 * render does not take focus from the page.
 */
export function useDropdownFocus(
  open: string | null,
  menus: DropdownMenu[],
  layerRef: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(open);
  const latestMenus = useLatest(menus);

  useEffect(() => {
    const before = previous.current;
    previous.current = open;
    if (open === before) return;
    const menuOf = (key: string) => latestMenus.current.find((menu) => menu.key === key);
    if (open !== null) {
      const menu = menuOf(open);
      const element = menu && document.getElementById(menu.panelId);
      if (!element) return;
      // Only in options mode: a list inside free content is the user's, not the panel's.
      const target =
        (menu.props.options &&
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
    const closed = menuOf(before);
    if (stranded && closed) document.getElementById(closed.titleId)?.focus({ preventScroll: true });
  }, [open, layerRef, latestMenus]);
}
