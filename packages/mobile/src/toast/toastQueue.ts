/**
 * What happens when a toast is shown while others are on screen:
 * - `replace` (default): the new toast takes the place of all of them at once; newer news wins
 *   (a "Saved" replaces its "Saving…").
 * - `queue`: the new toast waits until the screen is empty, stacked toasts included, so no
 *   message is lost.
 * - `stack`: the new toast joins those on screen at once, even ahead of queued ones; beyond
 *   `MAX_SHOWN` the oldest leaves.
 */
export type ToastPolicy = 'replace' | 'queue' | 'stack';

/** More toasts at once than anyone reads: beyond this, the oldest gives way. */
export const MAX_SHOWN = 3;

export interface QueueState<T> {
  /** The toast shown with `replace` or `queue`: older than every stacked one. */
  current: T | null;
  /** Toasts shown with `stack`, oldest first. */
  stack: T[];
  waiting: T[];
}

export function emptyQueue<T>(): QueueState<T> {
  return { current: null, stack: [], waiting: [] };
}

/** The first waiting toast takes the screen once nothing else is on it. */
function settle<T>(current: T | null, stack: T[], waiting: T[]): QueueState<T> {
  const [next, ...rest] = waiting;
  return current || stack.length || !next
    ? { current, stack, waiting }
    : { current: next, stack, waiting: rest };
}

/** Adds a toast according to its policy. */
export function enqueue<T>(
  { current, stack, waiting }: QueueState<T>,
  item: T,
  policy: ToastPolicy,
): QueueState<T> {
  if (policy === 'replace') return { current: item, stack: [], waiting };
  if (policy === 'queue') return settle(current, stack, [...waiting, item]);
  const next = [...stack, item];
  if ((current ? 1 : 0) + next.length <= MAX_SHOWN) return { current, stack: next, waiting };
  return current
    ? { current: null, stack: next, waiting }
    : { current, stack: next.slice(1), waiting };
}

/** Removes a toast, on screen or waiting; the next waiting one takes an empty screen. */
export function dismiss<T extends { id: number }>(
  { current, stack, waiting }: QueueState<T>,
  id: number,
): QueueState<T> {
  const keep = (item: T) => item.id !== id;
  return settle(current?.id === id ? null : current, stack.filter(keep), waiting.filter(keep));
}

/** Changes a toast's content in place (countdowns, progress). */
export function patch<T extends { id: number }>(
  { current, stack, waiting }: QueueState<T>,
  id: number,
  changes: Partial<T>,
): QueueState<T> {
  const apply = (item: T) => (item.id === id ? { ...item, ...changes } : item);
  return {
    current: current && apply(current),
    stack: stack.map(apply),
    waiting: waiting.map(apply),
  };
}
