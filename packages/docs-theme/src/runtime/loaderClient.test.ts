import { beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { status: number; type?: string; body?: string } | 'unreachable';

const json = (body: unknown): Answer => ({
  status: 200,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const page: Answer = { status: 200, type: 'text/html', body: '<!doctype html><p>Home</p>' };
const missing: Answer = { status: 404, type: 'text/plain', body: 'Not found' };

/** A fresh copy of the client (it remembers a static host), over a fetch that answers by path. */
async function client(answers: Record<string, Answer[]>) {
  vi.resetModules();
  const asked: { url: string; credentials?: RequestCredentials }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push({ url, credentials: init.credentials });
    const answer = answers[url.split('?')[0]!]?.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    if (answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(answer.body ?? null, {
        status: answer.status,
        headers: answer.type ? { 'content-type': answer.type } : {},
      }),
    );
  });
  const { serverLoader } = await import('./loaderClient');
  const loader = serverLoader('/docs/', 'docs/guide/log');
  const load = (address = 'https://acme.test/docs/guide/log?v=2') =>
    loader({ request: new Request(address), params: {} });
  return { load, asked };
}

const ENDPOINT = '/docs/__serverLoader';
const STATIC = '/docs/__loaders/docs/guide/log.json';

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('serverLoader', () => {
  it("asks the endpoint under the base path for the route and the page's path, with cookies", async () => {
    const { load, asked } = await client({ [ENDPOINT]: [json({ latest: '1.0.0' })] });
    await expect(load()).resolves.toEqual({ latest: '1.0.0' });
    const url = new URL(asked[0]!.url, 'https://acme.test');
    expect(url.pathname).toBe(ENDPOINT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route: 'docs/guide/log',
      url: '/docs/guide/log?v=2',
    });
    expect(asked[0]!.credentials).toBe('include');
  });

  it('reads the static data when the endpoint is missing, and from then on only that', async () => {
    const { load, asked } = await client({
      [ENDPOINT]: [missing],
      [STATIC]: [json({ latest: '1.0.0' }), json({ latest: '1.0.1' })],
    });
    await expect(load()).resolves.toEqual({ latest: '1.0.0' });
    await expect(load()).resolves.toEqual({ latest: '1.0.1' });
    expect(asked.map((request) => request.url.split('?')[0])).toEqual([ENDPOINT, STATIC, STATIC]);
  });

  it('reads the static data when the host answers the endpoint with a page', async () => {
    const { load } = await client({ [ENDPOINT]: [page], [STATIC]: [json(['a'])] });
    await expect(load()).resolves.toEqual(['a']);
  });

  it('shows a failing endpoint as an error, and asks it again next time', async () => {
    const { load } = await client({
      [ENDPOINT]: [{ status: 500, type: 'application/json', body: '{}' }, json(1)],
    });
    await expect(load()).rejects.toThrow('The data of this page could not be loaded (HTTP 500).');
    await expect(load()).resolves.toBe(1);
  });

  it('says when the server did not answer', async () => {
    const { load } = await client({ [ENDPOINT]: ['unreachable'] });
    await expect(load()).rejects.toThrow(
      'The data of this page could not be loaded: the server did not answer.',
    );
  });

  it('fails when the static data is missing or is a page', async () => {
    const { load } = await client({ [ENDPOINT]: [missing], [STATIC]: [missing, page] });
    await expect(load()).rejects.toThrow('(HTTP 404).');
    await expect(load()).rejects.toThrow('the server answered with a page, not data.');
  });
});
