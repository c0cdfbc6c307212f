import { describe, expect, test } from 'vitest';
import type { SearchGroup, WorkerReply, WorkerRequest } from '../types';
import { createSearchClient, SearchUnavailableError, type WorkerLike } from './index';

/** A worker that records requests and replies only when the test says so, in any order. */
class FakeWorker implements WorkerLike {
  requests: WorkerRequest[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: never) => void)[]>();

  postMessage(message: WorkerRequest) {
    this.requests.push(message);
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data } as never);
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error') as never);
  }
  queries() {
    return this.requests.filter((request) => request.action === 'get-search-result');
  }
  answerMetadata() {
    const request = this.requests.find((r) => r.action === 'generate-metadata');
    this.reply({ id: request!.id, action: 'generate-metadata', result: { pages: 1 } });
  }
}

const groups = (title: string): SearchGroup[] => [{ title, priority: 1000, hints: [] }];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const workers: FakeWorker[] = [];
  const client = createSearchClient({
    source: { dataUrl: '/assets/search.abc.json' },
    createWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
  });
  return { client, workers, worker: () => workers.at(-1)! };
}

describe('createSearchClient', () => {
  test('starts no worker until it is used', () => {
    const { workers } = setup();
    expect(workers).toHaveLength(0);
  });

  test('sends generate-metadata once, then each query with its own id', async () => {
    const { client, worker } = setup();
    const prepared = client.prepare();
    void client.search('toast');
    worker().answerMetadata();
    await prepared;
    await flush();
    void client.search('dialog');
    await flush();
    expect(worker().requests).toEqual([
      { id: 1, action: 'generate-metadata', args: { dataUrl: '/assets/search.abc.json' } },
      { id: 2, action: 'get-search-result', args: { keywords: 'toast' } },
      { id: 3, action: 'get-search-result', args: { keywords: 'dialog' } },
    ]);
  });

  test('the latest query wins: earlier calls resolve as superseded, late replies are dropped', async () => {
    const { client, worker } = setup();
    const abc = client.search('abc');
    worker().answerMetadata();
    await flush();
    const abd = client.search('abd');
    await flush();
    const [first, second] = worker().queries();
    worker().reply({ id: second!.id, action: 'get-search-result', result: groups('abd') });
    worker().reply({ id: first!.id, action: 'get-search-result', result: groups('abc') });
    expect(await abc).toEqual({ status: 'superseded' });
    expect(await abd).toEqual({ status: 'results', groups: groups('abd') });
  });

  test('a query typed before the index is ready is sent once it is', async () => {
    const { client, worker } = setup();
    const first = client.search('to');
    const latest = client.search('toast');
    await flush();
    expect(worker().queries()).toEqual([]);
    worker().answerMetadata();
    await flush();
    expect(worker().queries()).toEqual([
      { id: 3, action: 'get-search-result', args: { keywords: 'toast' } },
    ]);
    worker().reply({ id: 3, action: 'get-search-result', result: groups('toast') });
    expect(await first).toEqual({ status: 'superseded' });
    expect(await latest).toEqual({ status: 'results', groups: groups('toast') });
  });

  test('whitespace searches nothing and asks no worker', async () => {
    const { client, workers } = setup();
    expect(await client.search(' \t\u3000')).toEqual({ status: 'results', groups: [] });
    expect(workers).toHaveLength(0);
  });

  test('clearing the field supersedes the query in flight', async () => {
    const { client, worker } = setup();
    const but = client.search('but');
    worker().answerMetadata();
    await flush();
    expect(await client.search('')).toEqual({ status: 'results', groups: [] });
    worker().reply({
      id: worker().queries()[0]!.id,
      action: 'get-search-result',
      result: groups('but'),
    });
    expect(await but).toEqual({ status: 'superseded' });
  });

  test('a query answered before is answered again without asking the worker', async () => {
    const { client, worker } = setup();
    const first = client.search('toast');
    worker().answerMetadata();
    await flush();
    worker().reply({
      id: worker().queries()[0]!.id,
      action: 'get-search-result',
      result: groups('toast'),
    });
    expect(await first).toEqual({ status: 'results', groups: groups('toast') });
    void client.search('toas');
    await flush();
    expect(await client.search('toast')).toEqual({ status: 'results', groups: groups('toast') });
    // Only the query not answered before reached the worker, and it is superseded.
    expect(
      worker()
        .queries()
        .map((query) => query.args),
    ).toEqual([{ keywords: 'toast' }, { keywords: 'toas' }]);
  });

  test('a restarted worker loads the index afresh and answers every query again', async () => {
    const { client, worker } = setup();
    const first = client.search('toast');
    worker().answerMetadata();
    await flush();
    worker().reply({
      id: worker().queries()[0]!.id,
      action: 'get-search-result',
      result: groups('old'),
    });
    await first;
    worker().fail();
    const again = client.search('toast');
    worker().answerMetadata();
    await flush();
    expect(worker().queries()).toHaveLength(1);
    worker().reply({
      id: worker().queries()[0]!.id,
      action: 'get-search-result',
      result: groups('new'),
    });
    expect(await again).toEqual({ status: 'results', groups: groups('new') });
  });

  test('a worker that cannot start rejects with SearchUnavailableError, and the next search retries', async () => {
    const { client, workers, worker } = setup();
    const search = client.search('toast');
    worker().fail();
    await expect(search).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(workers[0]!.terminated).toBe(true);
    const retry = client.prepare();
    expect(workers).toHaveLength(2);
    worker().answerMetadata();
    await expect(retry).resolves.toBeUndefined();
  });

  test('a worker constructor that throws (CSP) rejects with SearchUnavailableError', async () => {
    const client = createSearchClient({
      source: { routes: [] },
      createWorker: () => {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      },
    });
    await expect(client.search('toast')).rejects.toThrow(/Search worker could not start/);
    await expect(client.prepare()).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  test('data that cannot be loaded rejects with a message the UI can show', async () => {
    const { client, worker } = setup();
    const prepared = client.prepare();
    const search = client.search('toast');
    worker().reply({ id: 1, error: 'Search data /assets/search.abc.json answered HTTP 404' });
    await expect(prepared).rejects.toThrow(
      'Search data could not be loaded: Search data /assets/search.abc.json answered HTTP 404',
    );
    await expect(search).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  test('an error answer to a query rejects that query', async () => {
    const { client, worker } = setup();
    const search = client.search('toast');
    worker().answerMetadata();
    await flush();
    worker().reply({ id: worker().queries()[0]!.id, error: 'boom' });
    await expect(search).rejects.toThrow('Search failed: boom');
  });

  test('dispose stops the worker and settles the pending search', async () => {
    const { client, worker } = setup();
    const search = client.search('toast');
    client.dispose();
    expect(worker().terminated).toBe(true);
    expect(await search).toEqual({ status: 'superseded' });
  });
});
