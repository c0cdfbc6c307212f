import type { PageTab } from '../../types';

/**
 * The tab a `?tab=` value selects, or undefined for the page's own content. Only a tab the
 * page declares matches: an unknown key, an empty one or a name of `Object.prototype`
 * (`__proto__`, `constructor`) selects the default tab.
 */
export function resolveTab(
  tabs: readonly PageTab[] | undefined,
  requested: string | null,
): PageTab | undefined {
  if (!tabs || !requested) return undefined;
  for (const tab of tabs) if (tab.key === requested) return tab;
  return undefined;
}

/** The index a key of the ARIA tabs pattern moves to in a list of `count` tabs, or undefined. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
