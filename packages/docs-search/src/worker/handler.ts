import { decodeSearchData, readPages } from '../data';
import { createSearchEngine, type SearchEngine } from '../search';
import type { SearchSource, WorkerReply, WorkerRequest } from '../types';

interface WorkerHandlerOptions {
  post(reply: WorkerReply): void;
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

/**
 * The worker's logic without the worker: index.ts wires it to `self`, tests call it directly.
 * Every request gets exactly one reply carrying its id. A query that arrives before
 * `generate-metadata` waits for it; when several queries wait, only the latest one is
 * answered with results and the others with `superseded`.
 */
export function createWorkerHandler({ post, fetch = globalThis.fetch }: WorkerHandlerOptions) {
  let engine: Promise<SearchEngine> | undefined;
  const waiting: (() => void)[] = [];
  let latestQuery: number | undefined;

  const whenReady = (): Promise<SearchEngine> =>
    engine ?? new Promise<void>((resolve) => waiting.push(resolve)).then(whenReady);

  async function load(source: SearchSource): Promise<SearchEngine> {
    if ('routes' in source) return createSearchEngine(readPages(source.routes));
    const response = await fetch(source.dataUrl);
    if (!response.ok)
      throw new Error(`Search data ${source.dataUrl} answered HTTP ${response.status}`);
    return createSearchEngine(decodeSearchData(await response.json()));
  }

  return async function handle(message: unknown): Promise<void> {
    const request = parseRequest(message);
    if ('error' in request) return post(request);
    const { id } = request;
    try {
      if (request.action === 'generate-metadata') {
        engine = load(request.args);
        waiting.splice(0).forEach((wake) => wake());
        const ready = await engine;
        return post({ id, action: 'generate-metadata', result: { pages: ready.pageCount } });
      }
      latestQuery = id;
      const ready = await whenReady();
      if (latestQuery !== id) return post({ id, superseded: true });
      post({ id, action: 'get-search-result', result: ready.search(request.args.keywords) });
    } catch (error) {
      post({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** Validates what arrived; a malformed message is answered with an error, with its id if it had one. */
function parseRequest(message: unknown): WorkerRequest | { id: number; error: string } {
  const value = (typeof message === 'object' && message !== null ? message : {}) as Record<
    string,
    unknown
  >;
  const id = typeof value.id === 'number' && Number.isInteger(value.id) ? value.id : -1;
  const args = (typeof value.args === 'object' && value.args !== null ? value.args : undefined) as
    Record<string, unknown> | undefined;
  if (id >= 0 && args) {
    if (value.action === 'get-search-result' && typeof args.keywords === 'string') {
      return { id, action: 'get-search-result', args: { keywords: args.keywords } };
    }
    if (value.action === 'generate-metadata' && typeof args.dataUrl === 'string') {
      return { id, action: 'generate-metadata', args: { dataUrl: args.dataUrl } };
    }
    if (value.action === 'generate-metadata' && Array.isArray(args.routes)) {
      return { id, action: 'generate-metadata', args: { routes: args.routes } };
    }
  }
  return { id, error: `Malformed search request: ${describe(value.action)}` };
}

const describe = (action: unknown) =>
  typeof action === 'string' ? `action '${action.slice(0, 40)}'` : 'no action';
