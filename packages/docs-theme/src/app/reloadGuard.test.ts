import { describe, expect, it } from 'vitest';
import { claimAutoReload, RELOAD_STORAGE_KEY, RELOAD_WINDOW_MS } from './reloadGuard';

const memoryStore = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('claimAutoReload', () => {
  it('allows one reload, then refuses within the window, then allows again', () => {
    const store = memoryStore();
    expect(claimAutoReload(1_000_000, store)).toBe(true);
    expect(claimAutoReload(1_000_000 + RELOAD_WINDOW_MS - 1, store)).toBe(false);
    expect(claimAutoReload(1_000_000 + RELOAD_WINDOW_MS, store)).toBe(true);
  });

  it.each(['', 'garbage', '-5'])('treats a stored %j as no earlier reload', (stored) => {
    expect(claimAutoReload(1_000_000, memoryStore({ [RELOAD_STORAGE_KEY]: stored }))).toBe(true);
  });

  it('never reloads without usable session storage', () => {
    expect(claimAutoReload(1, null)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimAutoReload(1, throwing)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(claimAutoReload(1, full)).toBe(false);
  });
});
