export type Orientation = 'horizontal' | 'vertical' | 'both';

const forward: Record<Orientation, string[]> = {
  horizontal: ['ArrowRight'],
  vertical: ['ArrowDown'],
  both: ['ArrowRight', 'ArrowDown'],
};
const backward: Record<Orientation, string[]> = {
  horizontal: ['ArrowLeft'],
  vertical: ['ArrowUp'],
  both: ['ArrowLeft', 'ArrowUp'],
};

/**
 * The item a key moves to among `count` items (arrows wrap around, Home and End go to the ends),
 * or `undefined` when the key does not move. `current` is -1 when no item has focus.
 */
export function rovingTarget(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = 'both',
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (forward[orientation].includes(key)) return current < 0 ? 0 : (current + 1) % count;
  if (backward[orientation].includes(key))
    return current < 0 ? count - 1 : (current - 1 + count) % count;
  return undefined;
}

/**
 * Moves focus among the enabled `selector` items inside `container` for an arrow, Home or End
 * key, and returns the item focused (the caller may select it), or `null` when the key is not one
 * of those. Disabled items (`aria-disabled="true"` or `disabled`) are skipped.
 */
export function moveFocus(
  event: { key: string; preventDefault: () => void },
  container: HTMLElement,
  selector: string,
  orientation: Orientation = 'both',
): HTMLElement | null {
  const items = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true' && !item.hasAttribute('disabled'),
  );
  const active = container.ownerDocument.activeElement;
  const index = rovingTarget(
    event.key,
    items.findIndex((item) => item === active),
    items.length,
    orientation,
  );
  if (index === undefined) return null;
  event.preventDefault();
  const target = items[index]!;
  target.focus();
  return target;
}
