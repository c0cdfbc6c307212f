import type { ReactNode } from 'react';

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
    console.warn(
      `[@tessera/mobile] Segmented: option values must be unique; ${repeated.map(String).join(', ')} repeat.`,
    );
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
