import { readStored, writeStored } from '../../app/safeStorage';

const RECENT_STORAGE_KEY = 'tessera-docs:recent-searches';
const MAX_RECENT = 5;

/** Stored recent searches; anything that is not a list of strings reads as none. */
export function parseRecent(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** The list after searching `query`: newest first, no repeats, at most five. */
export function addRecent(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...recent];
  return [trimmed, ...recent.filter((item) => item !== trimmed)].slice(0, MAX_RECENT);
}

export const loadRecent = () => parseRecent(readStored(RECENT_STORAGE_KEY));

export function saveRecent(recent: readonly string[]) {
  writeStored(RECENT_STORAGE_KEY, recent.length ? JSON.stringify(recent) : null);
}
