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
// In a right-to-left layout the next item lies to the left.
const mirrored: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * The item a key moves to among `count` items (arrows wrap around, Home and End go to the ends),
 * or `undefined` when the key does not move. `current` is -1 when no item has focus. With `rtl`,
 * left and right swap; up and down do not.
 */
export function rovingTarget(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = 'both',
  rtl = false,
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const ltrKey = rtl ? (mirrored[key] ?? key) : key;
  if (forward[orientation].includes(ltrKey)) return current < 0 ? 0 : (current + 1) % count;
  if (backward[orientation].includes(ltrKey))
    return current < 0 ? count - 1 : (current - 1 + count) % count;
  return undefined;
}

/**
 * Moves focus among the enabled `selector` items inside `container` for an arrow, Home or End
 * key, and returns the item focused (the caller may select it), or `null` when the key is not one
 * of those. Disabled items (`aria-disabled="true"` or `disabled`) are skipped. Pass `rtl` for
 * items laid out right to left, where ArrowLeft moves to the next one.
 */
export function moveFocus(
  event: { key: string; preventDefault: () => void },
  container: HTMLElement,
  selector: string,
  orientation: Orientation = 'both',
  rtl = false,
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
    rtl,
  );
  if (index === undefined) return null;
  event.preventDefault();
  const target = items[index]!;
  target.focus();
  return target;
}
