/** A percentage clamped to 0–100 and rounded to one decimal; NaN counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}
