/**
 * Content still on its way into the page, such as a demo whose code is loading. Until it
 * arrives the page is shorter than the one the reader left, so a scroll position restored
 * meanwhile would land on other content; restoring waits for every hold to be released.
 */
const holds = new Set<symbol>();
const waiting = new Set<() => void>();

/** Holds the layout until the returned function is called (more calls do nothing). */
export function holdLayout(): () => void {
  const hold = Symbol('layout hold');
  holds.add(hold);
  return () => {
    if (!holds.delete(hold) || holds.size > 0) return;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  };
}

/** Calls `callback` once nothing holds the layout (at once if nothing does); returns a cancel. */
export function whenLaidOut(callback: () => void): () => void {
  if (holds.size === 0) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
