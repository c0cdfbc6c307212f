import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CssChunkLoadError, loadChunk, toChunkError } from './chunkLoad';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('gives up after 120 000 ms with a ChunkLoadError of type timeout', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => {}), '/assets/page.js');
    const assertion = expect(result).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      request: '/assets/page.js',
    });
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: true }), 'x')).resolves.toEqual({
      ok: true,
    });
  });
});

describe('toChunkError', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://site/assets/a.js',
      'error',
      'http://site/assets/a.js',
    ],
    [
      "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of 'text/html'",
      'missing',
      'fallback',
    ],
    ['error loading dynamically imported module: /assets/b.js', 'error', '/assets/b.js'],
  ])('%s', (message, type, request) => {
    const error = toChunkError(new TypeError(message), 'fallback');
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type, request });
    expect(error.message).toContain(`${type}: ${request}`);
  });

  it('recognises a stylesheet that failed to preload', () => {
    const error = toChunkError(new Error('Unable to preload CSS for /assets/page.css'), 'x');
    expect(error).toBeInstanceOf(CssChunkLoadError);
    expect(error).toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED', request: '/assets/page.css' });
  });
});
