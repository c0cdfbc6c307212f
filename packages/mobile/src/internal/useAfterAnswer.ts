import { useCallback, useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { useLatest } from './useLatest';

/**
 * For a change asked of a parent that may refuse it or keep its own value: the returned
 * `answered` is called once the request settles, and `check` then runs after the render that
 * follows, when the props show what the parent decided.
 */
export function useAfterAnswer(check: () => void): () => void {
  const [answers, setAnswers] = useState(0);
  const latest = useLatest(check);
  useIsomorphicLayoutEffect(() => {
    if (answers > 0) latest.current();
  }, [answers, latest]);
  return useCallback(() => setAnswers((n) => n + 1), []);
}
