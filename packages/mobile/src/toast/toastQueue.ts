/**
 * What happens when a toast is shown while another is on screen:
 * - `replace` (default): the new toast takes the place of the current one at once; newer news wins
 *   (a "Saved" replaces its "Saving…").
 * - `queue`: the new toast waits until the current one closes, so no message is lost.
 */
export type ToastPolicy = 'replace' | 'queue';

export interface QueueState<T> {
  current: T | null;
  waiting: T[];
}

export function emptyQueue<T>(): QueueState<T> {
  return { current: null, waiting: [] };
}

/** Adds a toast according to its policy. */
export function enqueue<T>(state: QueueState<T>, item: T, policy: ToastPolicy): QueueState<T> {
  if (policy === 'queue' && state.current)
    return { current: state.current, waiting: [...state.waiting, item] };
  return { current: item, waiting: state.waiting };
}

/** Removes a toast, on screen or waiting; the next waiting one takes the screen. */
export function dismiss<T extends { id: number }>(state: QueueState<T>, id: number): QueueState<T> {
  if (state.current?.id === id) {
    const [next = null, ...rest] = state.waiting;
    return { current: next, waiting: rest };
  }
  return { current: state.current, waiting: state.waiting.filter((item) => item.id !== id) };
}

/** Changes a toast's content in place (countdowns, progress). */
export function patch<T extends { id: number }>(
  state: QueueState<T>,
  id: number,
  changes: Partial<T>,
): QueueState<T> {
  const apply = (item: T) => (item.id === id ? { ...item, ...changes } : item);
  return { current: state.current && apply(state.current), waiting: state.waiting.map(apply) };
}
