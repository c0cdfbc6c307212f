import { describe, expect, it, vi } from 'vitest';
import type { AppData } from '../types';
import type { PageState } from './pageState';
import { withDocumentDemo } from './documentDemo';

const fromIndex = { id: 'from-index', title: 'From the index' };

function site(): AppData {
  return {
    site: { title: 'Site', version: '1.0.0' },
    routes: [],
    loadDemo: vi.fn(() => Promise.resolve(fromIndex as never)),
    slots: {},
  };
}

const demoState = (file: string): PageState => ({
  notFound: false,
  path: '/~demos/button-demo-basic',
  demoEntry: { id: 'button-demo-basic', file },
});

describe('withDocumentDemo', () => {
  it("loads the document's demo from the entry its state names, without the index", async () => {
    const data = site();
    const app = withDocumentDemo(data, demoState('/test/fixtures/demoEntry.ts'));
    await expect(app.loadDemo('button-demo-basic')).resolves.toMatchObject({
      id: 'button-demo-basic',
      title: 'Basic',
    });
    expect(data.loadDemo).not.toHaveBeenCalled();
  });

  it('loads any other demo through the index', async () => {
    const data = site();
    const app = withDocumentDemo(data, demoState('/test/fixtures/demoEntry.ts'));
    await expect(app.loadDemo('button-demo-size')).resolves.toBe(fromIndex);
    expect(data.loadDemo).toHaveBeenCalledWith('button-demo-size');
  });

  it("keeps the app's data on a page, and for an entry on another origin", () => {
    const data = site();
    expect(withDocumentDemo(data, { notFound: false, path: '/guide' })).toBe(data);
    expect(withDocumentDemo(data, null)).toBe(data);
    expect(withDocumentDemo(data, demoState('//elsewhere.test/demo.js'))).toBe(data);
    expect(withDocumentDemo(data, demoState('data:text/javascript,export{}'))).toBe(data);
  });
});
