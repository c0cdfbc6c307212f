import { isAnchor, type ScrollAnchor } from './scrollAnchor';

/**
 * Where the reader left each history entry, so Back, Forward and a reload return them there.
 * Kept in sessionStorage (per tab, like the history it describes), read once and written when
 * the page is left or hidden. Storage that throws (sandboxed frames, blocked storage) leaves
 * the memory for this document only.
 */
export interface ScrollPosition {
  x: number;
  y: number;
  /** The content at the top of the window, which a return puts back in place. */
  anchor?: ScrollAnchor;
}

/** On `<html>` while a position is being restored. */
export const RESTORING_SCROLL = 'data-scroll-restoring';

const STORAGE_KEY = 'tessera-docs:scroll';
/** Enough for any visit; the oldest entries go first. */
const MAX_ENTRIES = 100;

let positions: Map<string, ScrollPosition> | undefined;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const isPosition = (value: unknown): value is ScrollPosition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as ScrollPosition).x) &&
  Number.isFinite((value as ScrollPosition).y);

/** Only the fields of a position, and an anchor only when it is one. */
function copy({ x, y, anchor }: ScrollPosition): ScrollPosition {
  return isAnchor(anchor) ? { x, y, anchor: { index: anchor.index, top: anchor.top } } : { x, y };
}

function load(): Map<string, ScrollPosition> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(session()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored === 'object' && stored !== null)
      for (const [key, value] of Object.entries(stored))
        if (isPosition(value)) positions.set(key, copy(value));
  } catch {
    // An unreadable memory is an empty one.
  }
  return positions;
}

/**
 * The memory's key for a history entry. The router keys every entry it creates; the entry a
 * document was first loaded into has no key of its own, so its address tells it apart.
 */
export function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}`
    : location.key;
}

export function rememberScroll(key: string, position: ScrollPosition): void {
  const map = load();
  map.delete(key);
  map.set(key, copy(position));
  for (const oldest of map.keys()) {
    if (map.size <= MAX_ENTRIES) break;
    map.delete(oldest);
  }
}

export function recallScroll(key: string): ScrollPosition | null {
  return load().get(key) ?? null;
}

/** Writes the memory to sessionStorage, so a reload or a later Back finds it. */
export function persistScroll(): void {
  try {
    session()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(load())));
  } catch {
    // Not persisted (quota, blocked storage): this document still remembers.
  }
}
