import { describe, expect, test } from 'vitest';
import { createResultCache, RESULT_CACHE_SIZE } from './resultCache';

describe('createResultCache', () => {
  test('answers a query seen before, by its exact text', () => {
    const cache = createResultCache<string>();
    cache.set('button', 'answer');
    expect(cache.get('button')).toBe('answer');
    expect(cache.get('Button')).toBeUndefined();
    expect(cache.get('button ')).toBeUndefined();
  });

  test('keeps the last RESULT_CACHE_SIZE answers, the least recently used leaving first', () => {
    const cache = createResultCache<number>();
    for (let i = 0; i < RESULT_CACHE_SIZE; i++) cache.set(`q${i}`, i);
    // Using the oldest makes it the most recent: the next one in line leaves instead.
    expect(cache.get('q0')).toBe(0);
    cache.set('new', -1);
    expect(cache.get('q0')).toBe(0);
    expect(cache.get('q1')).toBeUndefined();
    expect(cache.get('q2')).toBe(2);
    expect(cache.get('new')).toBe(-1);
  });

  test('a query answered again keeps only its latest answer', () => {
    const cache = createResultCache<string>(2);
    cache.set('a', 'first');
    cache.set('b', 'b');
    cache.set('a', 'second');
    cache.set('c', 'c');
    expect(cache.get('a')).toBe('second');
    expect(cache.get('b')).toBeUndefined();
  });

  test('clear forgets every answer', () => {
    const cache = createResultCache<string>();
    cache.set('a', 'a');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
