import type { SearchClient, SearchGroup } from '@tessera/docs-search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Keystrokes are debounced this long before a search runs (spec section 9). */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * A User Timing mark set when the debounce fires, so DevTools and the benchmark can time a
 * search from that moment to the painted results. Only the latest is kept.
 */
const SEARCH_MARK = 'tessera-docs:search';

type SearchStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; groups: SearchGroup[] }
  | { kind: 'unavailable' };

/**
 * The search client behind the box: loaded and started on first use (`prepare`), never at
 * page load; queries debounced; only the latest answer shown.
 */
export function useSearchClient(loadClient: () => Promise<SearchClient>) {
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  const client = useRef<Promise<SearchClient> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  /** The index has loaded: a query then answers within a frame or two, too soon for 'Loading...'. */
  const ready = useRef(false);

  const getClient = useCallback(() => {
    client.current ??= loadClient();
    // A client that failed to load is asked for again next time.
    client.current.catch(() => (client.current = null));
    return client.current;
  }, [loadClient]);

  /** Starts the worker, so the index is ready by the time the visitor has typed. */
  const prepare = useCallback(() => {
    getClient()
      .then((loaded) => loaded.prepare())
      .then(
        () => (ready.current = true),
        // A failure here shows when a query is run, which tries again from the start.
        () => undefined,
      );
  }, [getClient]);

  const run = useCallback(
    async (keywords: string) => {
      const request = ++latest.current;
      if (!keywords.trim()) {
        setStatus({ kind: 'idle' });
        return;
      }
      if (!ready.current)
        setStatus((current) => (current.kind === 'results' ? current : { kind: 'loading' }));
      try {
        const response = await (await getClient()).search(keywords);
        if (request !== latest.current || response.status === 'superseded') return;
        ready.current = true;
        // Rendered now, in the task that delivered the answer, rather than in a task React
        // would schedule after it: the results then reach the DOM before the next frame starts.
        flushSync(() => setStatus({ kind: 'results', groups: response.groups }));
      } catch {
        ready.current = false;
        if (request === latest.current) setStatus({ kind: 'unavailable' });
      }
    },
    [getClient],
  );

  /** Runs `keywords` after the debounce; a newer call replaces a waiting one. */
  const schedule = useCallback(
    (keywords: string) => {
      clearTimeout(timer.current);
      if (!keywords.trim()) {
        latest.current++;
        setStatus({ kind: 'idle' });
        return;
      }
      timer.current = setTimeout(() => {
        performance.clearMarks(SEARCH_MARK);
        performance.mark(SEARCH_MARK, { detail: keywords });
        void run(keywords);
      }, SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, prepare, schedule, run };
}
