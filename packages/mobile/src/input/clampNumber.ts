/**
 * The text of a number field brought within `min`..`max` when it leaves the field. Text that is
 * not a number (empty, a lone minus) is left for validation to report.
 */
export function clampNumber(
  text: string,
  min: number | undefined,
  max: number | undefined,
): string {
  if (text.trim() === '') return text;
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  if (min !== undefined && number < min) return String(min);
  if (max !== undefined && number > max) return String(max);
  return text;
}
