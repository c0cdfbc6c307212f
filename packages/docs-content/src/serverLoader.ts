import type { RunLoader } from '@tessera/docs-theme/runtime/run-loader';

interface LoaderAnswer {
  status: number;
  body: string;
}

const json = (status: number, value: unknown): LoaderAnswer => ({
  status,
  body: JSON.stringify(value ?? null),
});

/**
 * Answers `GET {base}__serverLoader?route={routeId}&url={href}`: the route's loader runs with
 * a request for that address on this server (an address naming another origin is read as a
 * path here), carrying the visitor's cookies. Errors are JSON with a status, never a page.
 */
export async function answerServerLoader(
  query: URLSearchParams,
  origin: string,
  headers: Record<string, string | string[] | undefined>,
  run: RunLoader,
): Promise<LoaderAnswer> {
  const routeId = query.get('route');
  if (!routeId) return json(400, { error: 'The query needs a `route`.' });
  let target: URL;
  try {
    const given = new URL(query.get('url') ?? '/', origin);
    target = new URL(given.pathname + given.search, origin);
  } catch {
    return json(400, { error: 'The `url` is not an address.' });
  }
  const cookie = headers.cookie;
  const request = new Request(target, {
    headers: typeof cookie === 'string' ? { cookie } : {},
  });
  try {
    const result = await run(routeId, request);
    if (!result) return json(404, { error: `The route "${routeId}" has no loader.` });
    return json(200, result.data);
  } catch (error) {
    return json(500, { error: `The loader of "${routeId}" failed: ${(error as Error).message}` });
  }
}
