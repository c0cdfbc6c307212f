/**
 * Ranking, exactly as the spec sets it (sections 4 and 9): a query token found in a page title
 * scores 100, in a section title 10; groups follow nav order (× 1000), earlier nav items first.
 * What the spec leaves open is settled here: a demo title hit scores like a section title, an
 * API prop name like a section title (it heads its row), and a token found in body text 1.
 */
export const PAGE_TITLE_HIT = 100;
export const SECTION_TITLE_HIT = 10;
export const DEMO_TITLE_HIT = 10;
export const TEXT_HIT = 1;
export const NAV_ORDER_FACTOR = 1000;

/**
 * Added to the priority of groups that hold only stemmed or typo-tolerant hints, so every such
 * group follows every exact group (nav orders are small integers, far below this).
 */
export const FUZZY_GROUP_OFFSET = 1e9;

/** Enough to fill a results panel; keeps a one-letter query cheap to highlight and render. */
export const MAX_HINTS = 50;

/** Priority of an exact hint: title weight per token in the title, TEXT_HIT per token in its text. */
export function hintPriority(titleWeight: number, titleHits: number, textHits: number): number {
  return titleWeight * titleHits + TEXT_HIT * textHits;
}

/** Lower comes first: earlier nav items first, fuzzy groups after all exact ones. */
export function groupPriority(navOrder: number, fuzzy: boolean): number {
  return navOrder * NAV_ORDER_FACTOR + (fuzzy ? FUZZY_GROUP_OFFSET : 0);
}

export interface Candidate {
  navTitle?: string;
  navOrder: number;
  fuzzy: boolean;
  /** Higher comes first inside the group. */
  priority: number;
}

const fuzzyFirst = (key: string) => (key.startsWith('fuzzy:') ? 1 : 0);

export interface RankedGroup<T> {
  title?: string;
  priority: number;
  items: T[];
}

/**
 * Groups candidates by nav title (exact and fuzzy apart), orders groups by `groupPriority`
 * ascending and items by priority descending (ties keep document order), then keeps the first
 * `limit` items in that display order.
 */
export function rank<T extends Candidate>(
  candidates: readonly T[],
  limit = MAX_HINTS,
): RankedGroup<T>[] {
  const groups = new Map<string, RankedGroup<T>>();
  for (const candidate of candidates) {
    const key = `${candidate.fuzzy ? 'fuzzy' : 'exact'}:${candidate.navTitle ?? ''}`;
    const priority = groupPriority(candidate.navOrder, candidate.fuzzy);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        ...(candidate.navTitle !== undefined && { title: candidate.navTitle }),
        priority,
        items: [candidate],
      });
    } else {
      group.priority = Math.min(group.priority, priority);
      group.items.push(candidate);
    }
  }

  // Fuzzy groups follow every exact group whatever the nav orders (the offset in their priority
  // is lost on very large orders). Array sort is stable: equal priorities keep document order.
  const ordered = [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => fuzzyFirst(keyA) - fuzzyFirst(keyB) || a.priority - b.priority)
    .map(([, group]) => group);
  const ranked: RankedGroup<T>[] = [];
  let left = limit;
  for (const group of ordered) {
    if (left <= 0) break;
    const items = group.items.sort((a, b) => b.priority - a.priority).slice(0, left);
    left -= items.length;
    ranked.push({ ...group, items });
  }
  return ranked;
}
