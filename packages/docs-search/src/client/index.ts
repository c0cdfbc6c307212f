import { tokenize } from '../match';
import type { SearchGroup, SearchSource, WorkerReply, WorkerRequest } from '../types';
import { createResultCache, type ResultCache } from './resultCache';

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

/** A client's state: its worker, the loading of the worker's index, and the search still wanted. */
interface ClientState {
  source: SearchSource;
  createWorker: () => WorkerLike;
  worker?: WorkerLike | undefined;
  /** Settles when the worker has loaded the index; unset until the client starts a worker. */
  ready?: Promise<void> | undefined;
  nextId: number;
  /** The one search whose reply is still wanted. */
  current?: { id: number; keywords: string; pending: Pending } | undefined;
  /** The request loading the index, while it loads. */
  metadata?: { id: number; resolve(): void; reject(error: Error): void } | undefined;
  answers: ResultCache<SearchGroup[]>;
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
  const state: ClientState = {
    source,
    createWorker,
    nextId: 1,
    answers: createResultCache<SearchGroup[]>(),
  };
  return {
    prepare: () => start(state),
    search: (keywords) => search(state, keywords),
    dispose: () => dispose(state),
  };
}

/** Starts the worker and has it load the index, unless that has begun already. */
function start(state: ClientState): Promise<void> {
  if (state.ready) return state.ready;
  const id = state.nextId++;
  const starting = new Promise<void>((resolve, reject) => {
    state.metadata = { id, resolve, reject };
  });
  state.ready = starting;
  let worker: WorkerLike;
  try {
    worker = state.worker = state.createWorker();
  } catch (error) {
    fail(state, new SearchUnavailableError(`Search worker could not start: ${String(error)}`));
    return starting;
  }
  worker.addEventListener('message', (event) => onReply(state, event.data));
  // Fires when the script cannot load (404, blocked by CSP) or throws at the top level.
  worker.addEventListener('error', () =>
    fail(state, new SearchUnavailableError('Search worker could not start')),
  );
  worker.addEventListener('messageerror', () =>
    fail(state, new SearchUnavailableError('Search worker sent an unreadable reply')),
  );
  worker.postMessage({ id, action: 'generate-metadata', args: state.source });
  return starting;
}

function search(state: ClientState, keywords: string): Promise<SearchResponse> {
  state.current?.pending.resolve({ status: 'superseded' });
  state.current = undefined;
  if (tokenize(keywords).length === 0) return Promise.resolve({ status: 'results', groups: [] });
  const known = state.answers.get(keywords);
  if (known) return Promise.resolve({ status: 'results', groups: known });

  const id = state.nextId++;
  const response = new Promise<SearchResponse>((resolve, reject) => {
    state.current = { id, keywords, pending: { resolve, reject } };
  });
  start(state).then(
    () => {
      if (state.current?.id === id)
        state.worker?.postMessage({ id, action: 'get-search-result', args: { keywords } });
    },
    // `fail` has already rejected this call if it is still the latest; otherwise it was superseded.
    () => undefined,
  );
  return response;
}

/** Settles what a reply of the worker answers: the loading of the index, or the latest search. */
function onReply(state: ClientState, reply: WorkerReply) {
  const { metadata, current } = state;
  if (metadata && reply.id === metadata.id) {
    if ('error' in reply)
      return fail(
        state,
        new SearchUnavailableError(`Search data could not be loaded: ${reply.error}`),
      );
    metadata.resolve();
    state.metadata = undefined;
    return;
  }
  // Replies to superseded queries, or after a failure, have nobody waiting.
  if (!current || reply.id !== current.id) return;
  const { keywords, pending } = current;
  state.current = undefined;
  if ('error' in reply) pending.reject(new SearchUnavailableError(`Search failed: ${reply.error}`));
  else if ('superseded' in reply) pending.resolve({ status: 'superseded' });
  else if (reply.action === 'get-search-result') {
    state.answers.set(keywords, reply.result);
    pending.resolve({ status: 'results', groups: reply.result });
  }
}

/** Search cannot run: drops the worker and rejects whoever waits; the next call starts afresh. */
function fail(state: ClientState, error: Error) {
  // The index goes with its worker; the next one is loaded afresh and may differ (dev server).
  state.answers.clear();
  state.worker?.terminate();
  state.worker = undefined;
  state.ready = undefined;
  state.metadata?.reject(error);
  state.metadata = undefined;
  state.current?.pending.reject(error);
  state.current = undefined;
}

function dispose(state: ClientState) {
  state.answers.clear();
  state.current?.pending.resolve({ status: 'superseded' });
  state.current = undefined;
  state.metadata = undefined;
  state.ready = undefined;
  state.worker?.terminate();
  state.worker = undefined;
}
