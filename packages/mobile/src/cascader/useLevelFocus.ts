import { useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';

/**
 * Keeps keyboard focus in a CascaderView's panel while its levels change under it. Choosing an
 * option replaces the focused list with the next level's (or with the skeleton of a level still
 * loading), so without this the focus would fall to the page.
 *
 * `panel` holds the levels; `level` names what it shows. Call the returned function before a
 * choice: when the focus was in the panel, the new level's list takes it (its first enabled
 * option is active), and a loading level holds it until its list arrives.
 */
export function useLevelFocus(panel: RefObject<HTMLElement | null>, level: string) {
  const following = useRef(false);

  const follow = () => {
    following.current = panel.current?.contains(document.activeElement) ?? false;
  };

  useIsomorphicLayoutEffect(() => {
    const root = panel.current;
    if (!following.current || !root) return;
    const focused = document.activeElement;
    // Someone moved the focus elsewhere while the level loaded: leave it there.
    if (focused && focused !== document.body && !root.contains(focused)) {
      following.current = false;
      return;
    }
    const target = root.querySelector<HTMLElement>('[role="listbox"], [aria-busy="true"]');
    target?.focus({ preventScroll: true });
    if (target?.getAttribute('role') === 'listbox') following.current = false;
  }, [level]);

  return follow;
}
