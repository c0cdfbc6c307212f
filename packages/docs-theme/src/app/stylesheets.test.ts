import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Stylesheets from './stylesheets';

type Loader = typeof Stylesheets;

const added = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => new URL(link.href).pathname,
  );
const linkTo = (path: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => new URL(link.href).pathname === path,
  )!;
const settle = (path: string, type: 'load' | 'error') =>
  linkTo(path).dispatchEvent(new Event(type));

describe('loadStylesheets', () => {
  let loader: Loader;

  beforeEach(async () => {
    // The document a built page arrives with: one stylesheet, holding two demo CSS files.
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/page-1.css';
    link.dataset.holds = '/assets/button.css /assets/icons.css';
    document.head.append(link);
    vi.resetModules();
    loader = await import('./stylesheets');
  });
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('asks for nothing the document already holds', async () => {
    await loader.loadStylesheets(['/assets/icons.css', '/assets/button.css']);
    expect(added()).toEqual(['/assets/page-1.css']);
  });

  it('adds the missing files in the order given and resolves once all apply', async () => {
    let done = false;
    const loading = loader
      .loadStylesheets(['/assets/button.css', '/assets/popup.css', '/assets/dialog.css'])
      .then(() => (done = true));
    expect(added()).toEqual(['/assets/page-1.css', '/assets/popup.css', '/assets/dialog.css']);
    settle('/assets/dialog.css', 'load');
    await Promise.resolve();
    expect(done).toBe(false);
    settle('/assets/popup.css', 'load');
    await loading;
    expect(done).toBe(true);
  });

  it('adds a file two pages need once', async () => {
    const first = loader.loadStylesheets(['/assets/popup.css']);
    const second = loader.loadStylesheets(['/assets/popup.css']);
    settle('/assets/popup.css', 'load');
    await Promise.all([first, second]);
    await loader.loadStylesheets(['/assets/popup.css']);
    expect(added()).toEqual(['/assets/page-1.css', '/assets/popup.css']);
  });

  it('fails with CSS_CHUNK_LOAD_FAILED and the address, and asks again next time', async () => {
    const failing = loader.loadStylesheets(['/assets/popup.css']);
    settle('/assets/popup.css', 'error');
    await expect(failing).rejects.toMatchObject({
      name: 'CssChunkLoadError',
      code: 'CSS_CHUNK_LOAD_FAILED',
      request: expect.stringMatching(/\/assets\/popup\.css$/),
    });
    expect(added()).toEqual(['/assets/page-1.css']);
    const again = loader.loadStylesheets(['/assets/popup.css']);
    settle('/assets/popup.css', 'load');
    await again;
    expect(added()).toEqual(['/assets/page-1.css', '/assets/popup.css']);
  });

  it('gives up on a file that never answers', async () => {
    vi.useFakeTimers();
    try {
      const waiting = loader.loadStylesheets(['/assets/popup.css'], 1000);
      vi.advanceTimersByTime(1000);
      await expect(waiting).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing for a page without demo CSS (dev, or no demos)', async () => {
    await loader.loadStylesheets(undefined);
    await loader.loadStylesheets([]);
    expect(added()).toEqual(['/assets/page-1.css']);
  });
});
