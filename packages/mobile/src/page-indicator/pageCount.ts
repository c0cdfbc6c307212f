import { warn } from '../internal/warn';

/**
 * The page count and current page a pager can draw: a whole `total` of 0 or more, and a whole
 * `current` within it. Anything else is corrected with a development warning naming the
 * component and the values, so a typo never breaks the page.
 */
export function normalizePages(
  component: string,
  total: number,
  current: number,
): { total: number; current: number } {
  const count = Math.max(0, Math.floor(total) || 0);
  const index = Math.min(Math.max(Math.round(current) || 0, 0), Math.max(count - 1, 0));
  if (count !== total || index !== current) {
    warn(component, `page ${current} of ${total} is out of range.`);
  }
  return { total: count, current: index };
}
