import type { ReactNode } from 'react';
import { warn } from '../internal/warn';

export type SegmentedValue = string | number;

export interface SegmentedOption {
  /** What the segment shows; the value itself unless given. */
  label?: ReactNode;
  /** The value `onChange` reports. */
  value: SegmentedValue;
  /** An icon before the label. */
  icon?: ReactNode;
  /** The segment cannot be chosen. */
  disabled?: boolean;
}

/** Options as objects; a string or number option is its own value and label. */
export function normalizeOptions(
  options: ReadonlyArray<SegmentedValue | SegmentedOption>,
): SegmentedOption[] {
  const list = options.map((option) =>
    typeof option === 'object' ? option : { value: option, label: option },
  );
  const values = list.map((option) => option.value);
  const repeated = values.filter((value, index) => values.indexOf(value) !== index);
  if (repeated.length > 0) {
    warn('Segmented', `option values must be unique; ${repeated.map(String).join(', ')} repeat.`);
  }
  return list;
}

/**
 * The option an arrow key moves to from `from`, skipping disabled ones and wrapping round;
 * `step` is +1 (next) or -1 (previous). Returns `from` when no other option is enabled.
 */
export function stepOption(
  options: readonly SegmentedOption[],
  from: number,
  step: 1 | -1,
): number {
  const count = options.length;
  for (let i = 1; i <= count; i += 1) {
    const index = (((from + step * i) % count) + count) % count;
    if (!options[index]?.disabled) return index;
  }
  return from;
}

/**
 * The option a key chooses, counted from `from`: the arrows step to the next or previous enabled
 * one (ArrowRight goes forward, or backward when `rtl`), Home and End to the first and last.
 * Returns `undefined` for any other key.
 */
export function keyOption(
  options: readonly SegmentedOption[],
  from: number,
  key: string,
  rtl: boolean,
): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return stepOption(options, from, 1);
  if (key === backward || key === 'ArrowUp') return stepOption(options, from, -1);
  if (key === 'Home') return stepOption(options, -1, 1);
  if (key === 'End') return stepOption(options, options.length, -1);
  return undefined;
}

/**
 * The option a thumb dragged from `from` moves to with the finger at `x`: the segment under it
 * (`rects` in option order; past either end, the nearest), or, when that one is disabled, the
 * last enabled one between it and `from`. Hit-testing the rects, never counting from one end,
 * keeps right-to-left and uneven widths right.
 */
export function dragOption(
  options: readonly SegmentedOption[],
  rects: ReadonlyArray<{ left: number; right: number }>,
  from: number,
  x: number,
): number {
  let index = from;
  let nearest = Infinity;
  rects.forEach((rect, i) => {
    const distance = Math.max(rect.left - x, x - rect.right, 0);
    if (distance < nearest) {
      nearest = distance;
      index = i;
    }
  });
  while (index !== from && options[index]?.disabled) index += index > from ? -1 : 1;
  return index;
}
