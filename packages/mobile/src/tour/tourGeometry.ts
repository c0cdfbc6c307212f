import type { PopoverPlacement, Rect } from '../popover/position';

export interface Size {
  width: number;
  height: number;
}

/**
 * The cut-out around a target: the target's box grown by `padding` on every side, then clipped
 * to the layer, so a target larger than the screen leaves a frame of mask to see it by. `null`
 * when the target lies wholly outside the layer (there is nothing to show through).
 */
export function holeAround(target: Rect, layer: Size, padding: number): Rect | null {
  const left = Math.max(0, target.x - padding);
  const top = Math.max(0, target.y - padding);
  const right = Math.min(layer.width, target.x + target.width + padding);
  const bottom = Math.min(layer.height, target.y + target.height + padding);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * SVG path data of the mask: the whole layer, with the hole (a rounded rectangle) cut out by
 * the even-odd fill rule. Drawn as an attribute, so it needs no inline style (strict CSP).
 */
export function maskPath(layer: Size, hole: Rect | null, radius: number): string {
  const outer = `M0 0H${round(layer.width)}V${round(layer.height)}H0Z`;
  if (!hole) return outer;
  const r = round(Math.max(0, Math.min(radius, hole.width / 2, hole.height / 2)));
  const x = round(hole.x);
  const y = round(hole.y);
  const right = round(hole.x + hole.width);
  const bottom = round(hole.y + hole.height);
  const arc = (toX: number, toY: number) => `A${r} ${r} 0 0 1 ${round(toX)} ${round(toY)}`;
  return (
    `${outer}M${round(x + r)} ${y}H${round(right - r)}${arc(right, y + r)}` +
    `V${round(bottom - r)}${arc(right - r, bottom)}H${round(x + r)}${arc(x, bottom - r)}` +
    `V${round(y + r)}${arc(x + r, y)}Z`
  );
}

const mirrored: Record<string, string> = {
  left: 'right',
  right: 'left',
  start: 'end',
  end: 'start',
};

/**
 * A placement as written for left-to-right text, turned for right-to-left: `left` and `right`
 * swap, and so do `start` and `end` on the top and bottom sides (on the left and right sides
 * they run along the vertical edge, which RTL does not turn).
 */
export function placementFor(placement: PopoverPlacement, rtl: boolean): PopoverPlacement {
  if (!rtl) return placement;
  const [side, align] = placement.split('-') as [string, string | undefined];
  const vertical = side === 'top' || side === 'bottom';
  const nextSide = mirrored[side] ?? side;
  const nextAlign = align && vertical ? mirrored[align] : align;
  return (nextAlign ? `${nextSide}-${nextAlign}` : nextSide) as PopoverPlacement;
}
