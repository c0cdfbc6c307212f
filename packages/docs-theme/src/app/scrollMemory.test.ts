import { beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'tessera-docs:scroll';

/** The module as a new document loads it: it reads sessionStorage afresh. */
async function freshMemory() {
  vi.resetModules();
  return import('./scrollMemory');
}

describe('scroll memory', () => {
  beforeEach(() => sessionStorage.clear());

  it('keys the entry a document was loaded into by its address, any other by its key', async () => {
    const { entryKey } = await freshMemory();
    expect(entryKey({ key: 'default', pathname: '/guide', search: '?tab=api' })).toBe(
      'default:/guide?tab=api',
    );
    expect(entryKey({ key: 'k3x9', pathname: '/guide', search: '' })).toBe('k3x9');
  });

  it('recalls a position after a reload once it was persisted', async () => {
    const before = await freshMemory();
    before.rememberScroll('a', { x: 0, y: 1234.5 });
    before.rememberScroll('b', { x: 10, y: 20 });
    before.persistScroll();
    const after = await freshMemory();
    expect(after.recallScroll('a')).toEqual({ x: 0, y: 1234.5 });
    expect(after.recallScroll('b')).toEqual({ x: 10, y: 20 });
    expect(after.recallScroll('c')).toBeNull();
  });

  it('recalls the content at the top of the window with a position, and drops a bad one', async () => {
    const before = await freshMemory();
    before.rememberScroll('a', { x: 0, y: 900, anchor: { index: 3, top: -12.5 } });
    before.persistScroll();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        ...JSON.parse(sessionStorage.getItem(STORAGE_KEY)!),
        b: { x: 0, y: 40, anchor: { index: -1, top: 0 } },
      }),
    );
    const after = await freshMemory();
    expect(after.recallScroll('a')).toEqual({ x: 0, y: 900, anchor: { index: 3, top: -12.5 } });
    expect(after.recallScroll('b')).toEqual({ x: 0, y: 40 });
  });

  it('keeps only the latest positions of a long visit', async () => {
    const memory = await freshMemory();
    for (let i = 0; i < 150; i++) memory.rememberScroll(`entry-${i}`, { x: 0, y: i });
    memory.rememberScroll('entry-0', { x: 0, y: 999 });
    expect(memory.recallScroll('entry-0')).toEqual({ x: 0, y: 999 });
    expect(memory.recallScroll('entry-50')).toBeNull();
    expect(memory.recallScroll('entry-51')).toEqual({ x: 0, y: 51 });
    expect(memory.recallScroll('entry-149')).toEqual({ x: 0, y: 149 });
  });

  it('reads unreadable or tampered storage as an empty memory', async () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect((await freshMemory()).recallScroll('a')).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ a: { x: 0, y: 'far' }, b: null, c: { x: 0, y: 40 } }),
    );
    const memory = await freshMemory();
    expect(memory.recallScroll('a')).toBeNull();
    expect(memory.recallScroll('b')).toBeNull();
    expect(memory.recallScroll('c')).toEqual({ x: 0, y: 40 });
    expect(memory.recallScroll('__proto__')).toBeNull();
  });

  it('still remembers for the document when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const memory = await freshMemory();
    memory.rememberScroll('a', { x: 0, y: 300 });
    expect(() => memory.persistScroll()).not.toThrow();
    expect(memory.recallScroll('a')).toEqual({ x: 0, y: 300 });
  });
});
