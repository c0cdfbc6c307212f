import { describe, expect, it, vi } from 'vitest';
import type { AppData, PageModule, RouteEntry } from '../types';
import { ChunkLoadError } from './chunkLoad';
import { matchAddress, resolveView } from './resolveView';

function pageModule(overrides: Partial<PageModule> = {}): PageModule {
  return {
    default: () => null,
    meta: { id: 'x', title: 'X' } as PageModule['meta'],
    toc: [],
    demos: [],
    ...overrides,
  };
}

function route(path: string, load = () => Promise.resolve(pageModule())): RouteEntry {
  return { path, meta: { id: `docs/${path || 'index'}`, title: path }, load };
}

function site(routes: RouteEntry[], base?: string): AppData {
  return {
    site: { title: 'Site', version: '1.0.0', ...(base ? { base } : {}) },
    routes,
    loadDemo: () => Promise.resolve(undefined),
    slots: {},
  };
}

describe('matchAddress', () => {
  const data = site([route(''), route('guide'), route('components/tm-button')]);

  it('names the page, the demo opened alone, or nothing', () => {
    expect(matchAddress(data, '/')).toMatchObject({ kind: 'page', route: { path: '' } });
    expect(matchAddress(data, '/components/tm-button')).toMatchObject({
      route: { path: 'components/tm-button' },
    });
    expect(matchAddress(data, '/~demos/button-demo-basic')).toEqual({
      kind: 'demo',
      id: 'button-demo-basic',
    });
    expect(matchAddress(data, '/components/nope')).toEqual({ kind: 'notFound' });
  });

  it('reads other spellings of an address as the page its links lead to', () => {
    expect(matchAddress(data, '/Guide/')).toMatchObject({ route: { path: 'guide' } });
    expect(matchAddress(data, '/components/TM-Button')).toMatchObject({
      route: { path: 'components/tm-button' },
    });
  });

  it('matches under the base path only', () => {
    const based = site([route(''), route('guide')], '/docs/');
    expect(matchAddress(based, '/docs/')).toMatchObject({ route: { path: '' } });
    expect(matchAddress(based, '/docs/guide')).toMatchObject({ route: { path: 'guide' } });
    expect(matchAddress(based, '/guide')).toEqual({ kind: 'notFound' });
  });
});

describe('resolveView', () => {
  it('loads the page and runs its loader with the address as the request', async () => {
    const loader = vi.fn(({ request }: { request: Request }) => ({ url: request.url }));
    const data = site([route('guide/log', () => Promise.resolve(pageModule({ loader })))]);
    const view = await resolveView(data, '/guide/log?x=1');
    expect(view).toMatchObject({
      kind: 'page',
      loaderData: { url: 'http://localhost/guide/log?x=1' },
    });
  });

  it('takes the data the page was prerendered with instead of asking again', async () => {
    const loader = vi.fn(() => 'fresh');
    const data = site([route('log', () => Promise.resolve(pageModule({ loader })))]);
    expect(await resolveView(data, '/log', { loaderData: null })).toMatchObject({
      loaderData: null,
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('turns a page chunk that fails into a view of the error', async () => {
    const data = site([route('guide', () => Promise.reject(new Error('404 Not Found')))]);
    const view = await resolveView(data, '/guide');
    expect(view.kind).toBe('error');
    expect(view.kind === 'error' && view.error).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a loader that throws into a view of the error', async () => {
    const failing = pageModule({
      loader: () => {
        throw new Error('The data of this page could not be loaded (HTTP 500).');
      },
    });
    const view = await resolveView(site([route('log', () => Promise.resolve(failing))]), '/log');
    expect(view).toMatchObject({ kind: 'error', error: { message: /HTTP 500/ } });
  });
});
