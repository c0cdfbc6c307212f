export type SliderValue = number | [number, number];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  /** Sentences for a development warning; empty when the bounds were usable as given. */
  problems: string[];
}

/** Decimal places of a number, so stepped values come out as 0.3, never 0.30000000000000004. */
function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Usable bounds: non-finite `min` / `max` fall back to 0 / 100, a `min` above `max` is swapped,
 * and a `step` that is not positive falls back to 1. Each fix is named in `problems`.
 */
export function normalizeBounds(min: number, max: number, step: number): SliderBounds {
  const problems: string[] = [];
  let lo = min;
  let hi = max;
  if (!Number.isFinite(lo)) {
    problems.push(`min must be a finite number; using 0 instead of ${String(min)}.`);
    lo = 0;
  }
  if (!Number.isFinite(hi)) {
    problems.push(`max must be a finite number; using 100 instead of ${String(max)}.`);
    hi = 100;
  }
  if (lo > hi) {
    problems.push(`min (${lo}) is greater than max (${hi}); swapping them.`);
    [lo, hi] = [hi, lo];
  }
  let usableStep = step;
  if (!Number.isFinite(step) || step <= 0) {
    problems.push(`step must be a positive number; using 1 instead of ${String(step)}.`);
    usableStep = 1;
  }
  return { min: lo, max: hi, step: usableStep, problems };
}

/** The value clamped to the bounds and rounded to the nearest step counted from `min`. */
export function snap(value: number, { min, max, step }: SliderBounds): number {
  if (max === min) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const steps = Math.round((clamped - min) / step);
  const snapped = Math.min(max, min + steps * step);
  return Number(snapped.toFixed(Math.max(decimals(step), decimals(min))));
}

/**
 * The value as two ends (a single value runs from `min`), snapped and in order. A value that is
 * not a finite number becomes `min` and is named in `problems`.
 */
export function normalizeValue(
  raw: SliderValue | undefined,
  range: boolean,
  bounds: SliderBounds,
): { ends: [number, number]; problems: string[] } {
  const problems: string[] = [];
  const fix = (n: unknown): number => {
    if (typeof n === 'number' && Number.isFinite(n)) return snap(n, bounds);
    problems.push(`value must be a finite number; using ${bounds.min} instead of ${String(n)}.`);
    return bounds.min;
  };
  if (range) {
    const pair = Array.isArray(raw) ? raw : [bounds.min, raw ?? bounds.max];
    const a = fix(pair[0]);
    const b = fix(pair[1]);
    return { ends: a <= b ? [a, b] : [b, a], problems };
  }
  const single = Array.isArray(raw) ? raw[1] : raw;
  return { ends: [bounds.min, fix(single ?? bounds.min)], problems };
}

/** Where a value sits along the track, from 0 to 100. */
export function percentOf(value: number, { min, max }: SliderBounds): number {
  return max === min ? 0 : ((value - min) / (max - min)) * 100;
}

/** The stepped value at a fraction (0 to 1) of the track. */
export function valueAt(fraction: number, bounds: SliderBounds): number {
  return snap(bounds.min + fraction * (bounds.max - bounds.min), bounds);
}

/**
 * The value a key moves a thumb to: arrows by one step (Right and Up increase; Left and Up when
 * `rtl`), Page Up / Down by a tenth of the range (at least one step), Home and End to the ends;
 * `undefined` for other keys.
 */
export function keyTarget(
  key: string,
  value: number,
  bounds: SliderBounds,
  rtl = false,
): number | undefined {
  const { min, max, step } = bounds;
  const page = Math.max(step, Math.round((max - min) / 10 / step) * step);
  // What the Right arrow adds: the right end is the minimum's in right-to-left layouts.
  const right = rtl ? -step : step;
  const moves: Record<string, number> = {
    ArrowRight: value + right,
    ArrowUp: value + step,
    ArrowLeft: value - right,
    ArrowDown: value - step,
    PageUp: value + page,
    PageDown: value - page,
    Home: min,
    End: max,
  };
  const target = moves[key];
  return target === undefined ? undefined : snap(target, bounds);
}

/** The most tick dots drawn; finer steps would only blur into a line. */
const MAX_TICKS = 100;

/** The values that get a tick dot: every step, or none when there would be more than MAX_TICKS. */
export function tickValues({ min, max, step }: SliderBounds): number[] {
  const count = Math.floor((max - min) / step);
  if (count > MAX_TICKS || count < 1) return [];
  return Array.from({ length: count + 1 }, (_, i) =>
    snap(min + i * step, { min, max, step, problems: [] }),
  );
}

/**
 * Which of two thumbs at `ends` a press at `target` moves: the nearer one; when both sit on one
 * value, the start thumb for a press below it and the end thumb otherwise.
 */
export function nearestThumb(target: number, [start, end]: readonly [number, number]): 0 | 1 {
  return Math.abs(target - start) < Math.abs(target - end) || (target < start && start === end)
    ? 0
    : 1;
}

/**
 * Where the dots (every step with `ticks`, then each mark) and the mark labels sit along the
 * track, in percent; marks outside the bounds are left out.
 */
export function markLayout(
  marks: Record<number, string | number> | undefined,
  ticks: boolean,
  bounds: SliderBounds,
): { dots: number[]; labels: Array<{ percent: number; label: string }> } {
  const values = Object.keys(marks ?? {})
    .map(Number)
    .filter((value) => Number.isFinite(value) && value >= bounds.min && value <= bounds.max);
  return {
    dots: [...(ticks ? tickValues(bounds) : []), ...values].map((v) => percentOf(v, bounds)),
    labels: values.map((v) => ({ percent: percentOf(v, bounds), label: String(marks![v]) })),
  };
}
