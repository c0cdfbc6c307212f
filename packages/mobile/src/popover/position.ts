export const popoverPlacements = [
  'top',
  'top-start',
  'top-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
  'right',
  'right-start',
  'right-end',
] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Position {
  /** The placement used, after flipping to the side with room. */
  placement: PopoverPlacement;
  x: number;
  y: number;
  /** Arrow offset along the edge that faces the anchor, in px from the popover's start. */
  arrow: number;
}

const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
type Side = keyof typeof opposite;

/** Keeps this much space between the popover and the edges of its bounds. */
const EDGE = 8;
const ARROW_INSET = 12;

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

function room(side: Side, anchor: Rect, bounds: Rect): number {
  switch (side) {
    case 'top':
      return anchor.y - bounds.y;
    case 'bottom':
      return bounds.y + bounds.height - (anchor.y + anchor.height);
    case 'left':
      return anchor.x - bounds.x;
    case 'right':
      return bounds.x + bounds.width - (anchor.x + anchor.width);
  }
}

/**
 * Places a popover of `size` next to `anchor` inside `bounds` (all in the same coordinates):
 * flips to the opposite side when the preferred one lacks room and the other has it, then
 * shifts along the edge to stay inside, keeping the arrow pointed at the anchor's centre.
 */
export function computePosition(
  anchor: Rect,
  size: { width: number; height: number },
  placement: PopoverPlacement,
  bounds: Rect,
  gap = 8,
): Position {
  const [preferred, align] = placement.split('-') as [Side, 'start' | 'end' | undefined];
  const vertical = preferred === 'top' || preferred === 'bottom';
  const needed = (vertical ? size.height : size.width) + gap;
  const side =
    room(preferred, anchor, bounds) < needed && room(opposite[preferred], anchor, bounds) >= needed
      ? opposite[preferred]
      : preferred;

  let x: number;
  let y: number;
  if (vertical) {
    y = side === 'top' ? anchor.y - gap - size.height : anchor.y + anchor.height + gap;
    x =
      align === 'start'
        ? anchor.x
        : align === 'end'
          ? anchor.x + anchor.width - size.width
          : anchor.x + anchor.width / 2 - size.width / 2;
    x = clamp(x, bounds.x + EDGE, bounds.x + bounds.width - size.width - EDGE);
  } else {
    x = side === 'left' ? anchor.x - gap - size.width : anchor.x + anchor.width + gap;
    y =
      align === 'start'
        ? anchor.y
        : align === 'end'
          ? anchor.y + anchor.height - size.height
          : anchor.y + anchor.height / 2 - size.height / 2;
    y = clamp(y, bounds.y + EDGE, bounds.y + bounds.height - size.height - EDGE);
  }
  const arrow = vertical
    ? clamp(anchor.x + anchor.width / 2 - x, ARROW_INSET, size.width - ARROW_INSET)
    : clamp(anchor.y + anchor.height / 2 - y, ARROW_INSET, size.height - ARROW_INSET);
  return { placement: (align ? `${side}-${align}` : side) as PopoverPlacement, x, y, arrow };
}

/** The bubble's place as the variables its styles read, in whole px; none until it is measured. */
export function placedStyle(position: Position | null): Record<string, string> | undefined {
  if (!position) return undefined;
  return {
    '--tm-popover-x': `${Math.round(position.x)}px`,
    '--tm-popover-y': `${Math.round(position.y)}px`,
    '--tm-popover-arrow': `${Math.round(position.arrow)}px`,
  };
}
