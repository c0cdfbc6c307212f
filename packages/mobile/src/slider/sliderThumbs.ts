import type { KeyboardEvent } from 'react';
import { percentOf, type SliderBounds } from './sliderMath';

interface ThumbOptions {
  range: boolean;
  ends: [number, number];
  bounds: SliderBounds;
  /** `id` of the first thumb. */
  id: string | undefined;
  disabled: boolean;
  vertical: boolean;
  /** The value as read out by screen readers. */
  describe: (value: number) => string;
  /** The names of the two thumbs of a range. */
  labels: { start: string; end: string };
  /** The slider's own `aria-*` props: the one thumb without `range` carries them. */
  aria: Record<string, unknown>;
  onKeyDown: (thumb: 0 | 1) => (event: KeyboardEvent<SVGElement>) => void;
}

/**
 * The thumbs to draw, the end one alone or both with `range`: where each sits, and its props as
 * a `slider` (a range thumb's bounds are the other thumb's value).
 */
export function sliderThumbs({
  range,
  ends,
  bounds,
  id,
  disabled,
  vertical,
  describe,
  labels,
  aria,
  onKeyDown,
}: ThumbOptions) {
  return (range ? [0, 1] : [1]).map((index) => {
    const thumb = index as 0 | 1;
    return {
      thumb,
      percent: percentOf(ends[thumb], bounds),
      props: {
        id: thumb === (range ? 0 : 1) ? id : undefined,
        role: 'slider',
        tabIndex: disabled ? -1 : 0,
        'aria-valuemin': range && thumb === 1 ? ends[0] : bounds.min,
        'aria-valuemax': range && thumb === 0 ? ends[1] : bounds.max,
        'aria-valuenow': ends[thumb],
        'aria-valuetext': describe(ends[thumb]),
        'aria-orientation': vertical ? 'vertical' : 'horizontal',
        'aria-disabled': disabled || undefined,
        ...(range ? { 'aria-label': thumb === 0 ? labels.start : labels.end } : aria),
        onKeyDown: onKeyDown(thumb),
      } as const,
    };
  });
}

/** What the bubble over a thumb says: its value, formatted by `popover` when that is a function. */
export function popoverText(
  popover: boolean | ((value: number) => string),
  ends: [number, number],
): ((thumb: 0 | 1) => string) | undefined {
  if (!popover) return undefined;
  return (thumb) => (typeof popover === 'function' ? popover(ends[thumb]) : String(ends[thumb]));
}
