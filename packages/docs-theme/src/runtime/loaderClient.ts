import type { PageModule } from '../types';

/**
 * The server's route-loader endpoint under the site's base path:
 * `{base}__serverLoader?route={route id}&url={path and query}`. `tessera-docs dev` and
 * `tessera-docs serve` answer it; the browser asks it on client navigation.
 */
export const LOADER_ENDPOINT = '__serverLoader';

/**
 * Where a build writes a route's loader data for hosts that run no server, under the site's
 * base path: `__loaders/{route id}.json`.
 */
export const staticLoaderPath = (routeId: string) => `__loaders/${routeId}.json`;

/** A page's route loader as React Router calls it. */
export type RouteLoader = NonNullable<PageModule['loader']>;

// Once the endpoint turned out missing, this visit reads the static files directly: one
// request per navigation instead of two.
let staticHost = false;

const failure = (reason: string) => new Error(`The data of this page could not be loaded${reason}`);

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

async function get(url: string, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'include', signal });
  } catch {
    throw failure(': the server did not answer.');
  }
}

/**
 * The browser side of a page's route loader. Data comes from the server's loader endpoint
 * (`tessera-docs serve`, the dev server), with the visitor's cookies. A static host has no
 * endpoint: it answers 404 or a page, and the data the build wrote is read instead. Any other
 * failure is an error the page shows.
 * @example export const loader = serverLoader('/docs/', 'docs/guide/log');
 */
export function serverLoader(base: string, routeId: string): RouteLoader {
  return async ({ request }) => {
    if (!staticHost) {
      const address = new URL(request.url);
      const query = new URLSearchParams({ route: routeId, url: address.pathname + address.search });
      const answer = await get(`${base}${LOADER_ENDPOINT}?${query}`, request.signal);
      if (answer.ok && isJson(answer)) return (await answer.json()) as unknown;
      const noEndpoint = answer.status === 404 || (answer.ok && !isJson(answer));
      if (!noEndpoint) throw failure(` (HTTP ${answer.status}).`);
      staticHost = true;
    }
    const answer = await get(`${base}${staticLoaderPath(routeId)}`, request.signal);
    if (!answer.ok) throw failure(` (HTTP ${answer.status}).`);
    if (!isJson(answer)) throw failure(': the server answered with a page, not data.');
    return (await answer.json()) as unknown;
  };
}
