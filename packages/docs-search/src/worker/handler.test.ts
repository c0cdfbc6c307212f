import { describe, expect, test, vi } from 'vitest';
import { pages } from '../../test/pages';
import { buildSearchData } from '../build/index';
import type { WorkerReply } from '../types';
import { createWorkerHandler } from './handler';

function setup(fetch?: Parameters<typeof createWorkerHandler>[0]['fetch']) {
  const replies: WorkerReply[] = [];
  const handle = createWorkerHandler({
    post: (reply) => replies.push(reply),
    ...(fetch && { fetch }),
  });
  return { handle, replies };
}

const ok = (body: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(body) });
const query = (id: number, keywords: string) => ({
  id,
  action: 'get-search-result',
  args: { keywords },
});

describe('worker handler', () => {
  test('fetches the data file once and answers queries with the request id', async () => {
    const { content } = buildSearchData(pages);
    const fetch = vi.fn(() => Promise.resolve(ok(JSON.parse(content))));
    const { handle, replies } = setup(fetch);
    await handle({
      id: 1,
      action: 'generate-metadata',
      args: { dataUrl: '/assets/search.x.json' },
    });
    await handle(query(2, 'toast'));
    await handle(query(3, 'dialog'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/search.x.json');
    expect(replies[0]).toEqual({
      id: 1,
      action: 'generate-metadata',
      result: { pages: pages.length },
    });
    expect(replies.slice(1).map((reply) => [reply.id, 'action' in reply && reply.action])).toEqual([
      [2, 'get-search-result'],
      [3, 'get-search-result'],
    ]);
  });

  test('accepts the records inline', async () => {
    const { handle, replies } = setup();
    await handle({ id: 1, action: 'generate-metadata', args: { routes: pages } });
    await handle(query(2, 'toast'));
    const reply = replies[1];
    expect(reply && 'result' in reply && reply.result).toMatchObject([
      { goTo: true, hints: [{ pageTitle: 'Toast' }] },
      { title: 'Guide' },
      { title: 'Components' },
    ]);
  });

  test('a query before generate-metadata waits for it instead of failing', async () => {
    const { handle, replies } = setup();
    const waiting = handle(query(1, 'toast'));
    expect(replies).toEqual([]);
    await handle({ id: 2, action: 'generate-metadata', args: { routes: pages } });
    await waiting;
    expect(replies.map((reply) => reply.id).sort()).toEqual([1, 2]);
    expect(replies.find((reply) => reply.id === 1)).toMatchObject({ action: 'get-search-result' });
  });

  test('while waiting, only the latest query gets results; earlier ones are superseded', async () => {
    let release: (response: ReturnType<typeof ok>) => void = () => undefined;
    const fetch = () => new Promise<ReturnType<typeof ok>>((resolve) => (release = resolve));
    const { handle, replies } = setup(fetch);
    const metadata = handle({ id: 1, action: 'generate-metadata', args: { dataUrl: '/d.json' } });
    const first = handle(query(2, 'to'));
    const second = handle(query(3, 'toast'));
    release(ok(JSON.parse(buildSearchData(pages).content)));
    await Promise.all([metadata, first, second]);
    expect(replies.find((reply) => reply.id === 2)).toEqual({ id: 2, superseded: true });
    expect(replies.find((reply) => reply.id === 3)).toMatchObject({
      id: 3,
      action: 'get-search-result',
    });
  });

  test('a failed data fetch is answered, to generate-metadata and to waiting queries', async () => {
    const { handle, replies } = setup(() =>
      Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve(null) }),
    );
    const waiting = handle(query(1, 'toast'));
    await handle({ id: 2, action: 'generate-metadata', args: { dataUrl: '/missing.json' } });
    await waiting;
    expect(replies).toContainEqual({ id: 2, error: 'Search data /missing.json answered HTTP 404' });
    expect(replies).toContainEqual({ id: 1, error: 'Search data /missing.json answered HTTP 404' });
  });

  test('a network failure is answered', async () => {
    const { handle, replies } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await handle({ id: 1, action: 'generate-metadata', args: { dataUrl: '/d.json' } });
    expect(replies).toEqual([{ id: 1, error: 'Failed to fetch' }]);
  });

  test('malformed records are answered with an error, and later queries too', async () => {
    const { handle, replies } = setup();
    await handle({ id: 1, action: 'generate-metadata', args: { routes: [{ title: 42 }] } });
    await handle(query(2, 'toast'));
    expect(replies).toEqual([
      { id: 1, error: 'Malformed search data: navOrder is not a number' },
      { id: 2, error: 'Malformed search data: navOrder is not a number' },
    ]);
  });

  test('a second generate-metadata replaces failed data', async () => {
    const { handle, replies } = setup();
    await handle({ id: 1, action: 'generate-metadata', args: { routes: [null] } });
    await handle({ id: 2, action: 'generate-metadata', args: { routes: pages } });
    await handle(query(3, 'toast'));
    expect(replies.at(-1)).toMatchObject({ id: 3, action: 'get-search-result' });
  });

  test.each<[string, unknown, WorkerReply]>([
    ['not an object', 'hello', { id: -1, error: 'Malformed search request: no action' }],
    ['null', null, { id: -1, error: 'Malformed search request: no action' }],
    [
      'unknown action',
      { id: 4, action: 'drop-tables', args: {} },
      { id: 4, error: "Malformed search request: action 'drop-tables'" },
    ],
    [
      'keywords not a string',
      { id: 5, action: 'get-search-result', args: { keywords: 7 } },
      { id: 5, error: "Malformed search request: action 'get-search-result'" },
    ],
    [
      'no args',
      { id: 6, action: 'generate-metadata' },
      { id: 6, error: "Malformed search request: action 'generate-metadata'" },
    ],
    [
      'no source',
      { id: 7, action: 'generate-metadata', args: { nav: [] } },
      { id: 7, error: "Malformed search request: action 'generate-metadata'" },
    ],
  ])('a malformed message is answered: %s', async (_, message, reply) => {
    const { handle, replies } = setup();
    await handle(message);
    expect(replies).toEqual([reply]);
  });
});
