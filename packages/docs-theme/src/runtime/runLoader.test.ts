import { describe, expect, it } from 'vitest';
import type { PageModule, RouteEntry } from '../types';
import { loaderRunner } from './runLoader';

const route = (id: string, loader?: PageModule['loader']): RouteEntry => ({
  path: id,
  meta: { id, title: id },
  load: () =>
    Promise.resolve({
      default: () => null,
      meta: { id, filename: `${id}.md`, title: id },
      toc: [],
      demos: [],
      ...(loader ? { loader } : {}),
    }),
});

describe('loaderRunner', () => {
  const run = loaderRunner([
    route('docs/guide/log', ({ request }) => ({ asked: new URL(request.url).pathname })),
    route('docs/guide/plain'),
  ]);

  it("runs the route's loader with the request and answers its data", async () => {
    const request = new Request('http://localhost/docs/guide/log');
    await expect(run('docs/guide/log', request)).resolves.toEqual({
      data: { asked: '/docs/guide/log' },
    });
  });

  it('answers nothing for a route without a loader or an unknown route', async () => {
    const request = new Request('http://localhost/');
    await expect(run('docs/guide/plain', request)).resolves.toBeUndefined();
    await expect(run('docs/nope', request)).resolves.toBeUndefined();
  });

  it("passes on the loader's failure", async () => {
    const failing = loaderRunner([
      route('docs/guide/log', () => Promise.reject(new Error('no feed'))),
    ]);
    await expect(failing('docs/guide/log', new Request('http://localhost/'))).rejects.toThrow(
      'no feed',
    );
  });
});
