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

/**
 * The query string to put in the address instead of `search`, or null when it is fine as it
 * is. Only the tab that is shown stays: an unknown value, and every repeated `tab` key after
 * the first, is dropped; other parameters keep their order.
 */
export function cleanTabQuery(search: string, shown: PageTab | undefined): string | null {
  const params = new URLSearchParams(search);
  const values = params.getAll('tab');
  if (values.length === 0 || (shown && values.length === 1)) return null;
  const next = new URLSearchParams();
  let kept = false;
  for (const [key, value] of params) {
    if (key === 'tab') {
      if (!shown || kept) continue;
      kept = true;
    }
    next.append(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
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
