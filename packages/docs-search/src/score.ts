/**
 * Ranking, exactly as the spec sets it (sections 4 and 9): a query token found in a page title
 * scores 100, in a section title 10; groups follow nav order (× 1000), earlier nav items first.
 * What the spec leaves open is settled here: a demo title hit scores like a section title, an
 * API prop name like a section title (it heads its row), and a token found in body text 1.
 */
export const PAGE_TITLE_HIT = 100;
export const SECTION_TITLE_HIT = 10;
export const DEMO_TITLE_HIT = 10;
const TEXT_HIT = 1;
const NAV_ORDER_FACTOR = 1000;

/**
 * Added to the priority of groups that hold only stemmed or typo-tolerant hints, so every such
 * group follows every exact group: nav orders stay below `MAX_NAV_ORDER`, checked where the
 * pages are read, so no exact group's priority reaches it.
 */
export const FUZZY_GROUP_OFFSET = 1e9;

/** Nav orders are below this (a million nav items): their × 1000 stays under the fuzzy offset. */
export const MAX_NAV_ORDER = FUZZY_GROUP_OFFSET / NAV_ORDER_FACTOR;

/** The priority of the "Go to" group: before every nav group, whose priorities are 0 or more. */
export const GO_TO_PRIORITY = -1;

/** Enough to fill a results panel; keeps a one-letter query cheap to highlight and render. */
export const MAX_HINTS = 50;

/**
 * Priority of an exact hint: the title weight times the title's match score, plus TEXT_HIT
 * times the text's. A match score adds, per token found, how well it matched (match.ts): 1 for
 * a whole word, 0.5 for the start of a word, 10⁻⁶ inside a word, so that a hint matching words
 * ranks above one that matched only inside words, whatever their fields.
 */
export function hintPriority(titleWeight: number, titleHits: number, textHits: number): number {
  // Rounded far below the smallest step (10⁻⁶), so sums of inner matches read 0.0001, not 0.0000999….
  return Math.round((titleWeight * titleHits + TEXT_HIT * textHits) * 1e9) / 1e9;
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

interface RankedGroup<T> {
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

  // Array sort is stable: equal priorities keep document order.
  const ordered = [...groups.values()].sort((a, b) => a.priority - b.priority);
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
