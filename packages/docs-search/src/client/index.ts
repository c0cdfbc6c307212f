import { tokenize } from '../match';
import type { SearchGroup, SearchSource, WorkerReply, WorkerRequest } from '../types';
import { createResultCache } from './resultCache';

export type * from '../types';

/** The part of `Worker` the client uses, so tests can hand in a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface SearchClientOptions {
  /** The pages: `{ dataUrl }` of the file written by `buildSearchData`, or `{ routes }` inline. */
  source: SearchSource;
  /** Starts the worker; the default is the module worker of this package. */
  createWorker?: () => WorkerLike;
}

export type SearchResponse =
  { status: 'results'; groups: SearchGroup[] } | { status: 'superseded' };

export interface SearchClient {
  /**
   * Starts the worker and loads the pages if that has not happened yet. Resolves when search
   * is ready (the UI shows 'Loading...' until then); rejects with `SearchUnavailableError`.
   */
  prepare(): Promise<void>;
  /**
   * Searches; only the latest call resolves with results, earlier pending calls resolve as
   * `superseded`. Whitespace-only text resolves with no groups without asking the worker, and
   * so does text among the last 32 answered by the index loaded now (their earlier answer).
   * Rejects with `SearchUnavailableError` when the worker or the data cannot be loaded; the
   * next call tries again from the start.
   */
  search(keywords: string): Promise<SearchResponse>;
  /** Stops the worker; pending calls resolve as superseded. */
  dispose(): void;
}

/** Search cannot run: the worker did not start, or the data could not be loaded. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

const defaultWorker = (): WorkerLike =>
  new Worker(new URL('../worker/index.ts', import.meta.url), {
    type: 'module',
    name: 'docs-search',
  });

interface Pending {
  resolve(response: SearchResponse): void;
  reject(error: Error): void;
}

/**
 * The browser side of search: the only caller of the worker.
 * @example
 * const client = createSearchClient({ source: { dataUrl: '/assets/search.1a2b3c4d.json' } });
 * input.onfocus = () => client.prepare().catch(showUnavailable);
 * const response = await client.search(input.value);
 * if (response.status === 'results') render(response.groups);
 */
export function createSearchClient({
  source,
  createWorker = defaultWorker,
}: SearchClientOptions): SearchClient {
  let worker: WorkerLike | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 1;
  /** The one search whose reply is still wanted. */
  let current: { id: number; keywords: string; pending: Pending } | undefined;
  let metadata: { id: number; resolve(): void; reject(error: Error): void } | undefined;
  const answers = createResultCache<SearchGroup[]>();

  function fail(error: Error) {
    // The index goes with its worker; the next one is loaded afresh and may differ (dev server).
    answers.clear();
    worker?.terminate();
    worker = undefined;
    ready = undefined;
    metadata?.reject(error);
    metadata = undefined;
    current?.pending.reject(error);
    current = undefined;
  }

  function onReply({ data: reply }: MessageEvent<WorkerReply>) {
    if (metadata && reply.id === metadata.id) {
      if ('error' in reply)
        return fail(new SearchUnavailableError(`Search data could not be loaded: ${reply.error}`));
      metadata.resolve();
      metadata = undefined;
      return;
    }
    // Replies to superseded queries, or after a failure, have nobody waiting.
    if (!current || reply.id !== current.id) return;
    const { keywords, pending } = current;
    current = undefined;
    if ('error' in reply)
      pending.reject(new SearchUnavailableError(`Search failed: ${reply.error}`));
    else if ('superseded' in reply) pending.resolve({ status: 'superseded' });
    else if (reply.action === 'get-search-result') {
      answers.set(keywords, reply.result);
      pending.resolve({ status: 'results', groups: reply.result });
    }
  }

  function start(): Promise<void> {
    if (ready) return ready;
    const id = nextId++;
    const starting = new Promise<void>((resolve, reject) => {
      metadata = { id, resolve, reject };
    });
    ready = starting;
    try {
      worker = createWorker();
    } catch (error) {
      fail(new SearchUnavailableError(`Search worker could not start: ${String(error)}`));
      return starting;
    }
    worker.addEventListener('message', onReply);
    // Fires when the script cannot load (404, blocked by CSP) or throws at the top level.
    worker.addEventListener('error', () =>
      fail(new SearchUnavailableError('Search worker could not start')),
    );
    worker.addEventListener('messageerror', () =>
      fail(new SearchUnavailableError('Search worker sent an unreadable reply')),
    );
    worker.postMessage({ id, action: 'generate-metadata', args: source });
    return starting;
  }

  return {
    prepare: start,
    search(keywords) {
      current?.pending.resolve({ status: 'superseded' });
      current = undefined;
      if (tokenize(keywords).length === 0)
        return Promise.resolve({ status: 'results', groups: [] });
      const known = answers.get(keywords);
      if (known) return Promise.resolve({ status: 'results', groups: known });

      const id = nextId++;
      const response = new Promise<SearchResponse>((resolve, reject) => {
        current = { id, keywords, pending: { resolve, reject } };
      });
      start().then(
        () => {
          if (current?.id === id)
            worker?.postMessage({ id, action: 'get-search-result', args: { keywords } });
        },
        // `fail` has already rejected this call if it is still the latest; otherwise it was superseded.
        () => undefined,
      );
      return response;
    },
    dispose() {
      answers.clear();
      current?.pending.resolve({ status: 'superseded' });
      current = undefined;
      metadata = undefined;
      ready = undefined;
      worker?.terminate();
      worker = undefined;
    },
  };
}
