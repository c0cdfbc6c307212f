/**
 * localStorage that never throws. Reading the `localStorage` property itself throws in
 * sandboxed frames and with storage blocked; `setItem` throws when the quota is full. Values
 * written while storage is unusable are kept in memory, so a choice still holds for the visit.
 */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    if (typeof navigator !== 'undefined' && !navigator.cookieEnabled) return null;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // Blocked storage reads like an empty one.
  }
  return memory.get(key) ?? null;
}

export function writeStored(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory copy serves this visit.
  }
}
