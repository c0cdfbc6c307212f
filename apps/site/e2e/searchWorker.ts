import type { Page } from '@playwright/test';
import { expect } from '@tessera/playwright-config/fixtures';

/** The search worker's script: the only asset built from the worker's `index` entry. */
export const WORKER_SCRIPT = /\/assets\/index-[^/]+\.js$/;
/** The search data the worker loads. */
export const SEARCH_DATA = /\/assets\/search\.[^/]+\.json$/;

declare global {
  interface Window {
    /** The `action` of every message the page posted to a worker, in order. */
    __workerActions?: string[];
    /** Search replies held back by `slowWorker`, and whether new ones are held. */
    __heldReplies?: (() => void)[];
    __holdReplies?: boolean;
    /** The marked texts of every results list the panel has shown, one entry per change. */
    __shownMarks?: string[][];
    /** Durations of the main thread's long tasks. */
    __longTasks?: number[];
    __x?: unknown;
  }
}

/** Records every message posted to a worker (TEST-PLAN 3.4), before any page script runs. */
export async function countWorkerMessages(page: Page) {
  await page.addInitScript(() => {
    const actions: string[] = (window.__workerActions = []);
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (
      this: Worker,
      ...args: Parameters<Worker['postMessage']>
    ) {
      const message: unknown = args[0];
      actions.push(String((message as { action?: unknown } | null)?.action));
      return post.apply(this, args);
    } as Worker['postMessage'];
  });
  return (action: string) =>
    page.evaluate(
      (wanted) => (window.__workerActions ?? []).filter((name) => name === wanted).length,
      action,
    );
}

/**
 * A slow worker (TEST-PLAN 3.4): search replies are held in the page until `release` delivers
 * them, in the order they came, so a test decides exactly when a late answer arrives.
 */
export async function slowWorker(page: Page) {
  await page.addInitScript(() => {
    window.__heldReplies = [];
    window.__holdReplies = true;
    const listen = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message') return listen.call(this, type, listener, options);
      const deliver = (event: Event) =>
        typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
      return listen.call(
        this,
        type,
        (event: Event) => {
          const data = (event as MessageEvent<{ action?: string; superseded?: boolean }>).data;
          const isSearchReply = data?.action === 'get-search-result' || data?.superseded;
          if (window.__holdReplies && isSearchReply)
            window.__heldReplies!.push(() => deliver(event));
          else deliver(event);
        },
        options,
      );
    } as Worker['addEventListener'];
  });
  const held = () => page.evaluate(() => window.__heldReplies!.length);
  /** Delivers the held replies; with `stopHolding`, later replies arrive as soon as they come. */
  const release = (stopHolding = false) =>
    page.evaluate((stop) => {
      if (stop) window.__holdReplies = false;
      window.__heldReplies!.splice(0).forEach((deliver) => deliver());
    }, stopHolding);
  return { held, release };
}

/** Records the marked texts of the results list each time it changes, from page start. */
export async function recordShownMarks(page: Page) {
  await page.addInitScript(() => {
    const shown: string[][] = (window.__shownMarks = []);
    new MutationObserver(() => {
      const list = document.querySelector('[role=listbox]');
      if (!list?.querySelector('[role=option]')) return;
      shown.push([...list.querySelectorAll('mark')].map((mark) => mark.textContent!.toLowerCase()));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.__shownMarks!.length);
}

/** Every list the panel showed from the `from`-th change on marks only `token`. */
export async function expectOnlyMarked(page: Page, from: number, token: string) {
  const shown = await page.evaluate((start) => window.__shownMarks!.slice(start), from);
  expect(shown.length).toBeGreaterThan(0);
  for (const marks of shown) {
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((mark) => mark !== token)).toEqual([]);
  }
}
