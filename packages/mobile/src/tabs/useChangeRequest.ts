import { useRef } from 'react';
import { useLatest } from '../internal/useLatest';

/**
 * Asks `beforeChange` (if any) before selecting a tab the user picked, and resolves once it is
 * answered. Without a guard the change is immediate; with one, a later pick supersedes a
 * pending one, and a guard that throws or rejects keeps the current tab.
 */
export function useChangeRequest(
  current: string | undefined,
  beforeChange:
    ((next: string, current: string | undefined) => boolean | Promise<boolean>) | undefined,
  select: (key: string) => void,
): (key: string) => Promise<void> {
  const latest = useLatest({ current, beforeChange, select });
  const pending = useRef(0);
  return (key) => {
    const { current: from, beforeChange: guard, select: apply } = latest.current;
    const id = ++pending.current;
    // The active tab picked again is applied too: in scroll-spy mode it scrolls to its section.
    if (!guard || key === from) {
      apply(key);
      return Promise.resolve();
    }
    return Promise.resolve()
      .then(() => guard(key, from))
      .catch(() => false)
      .then((allowed) => {
        if (allowed && id === pending.current) latest.current.select(key);
      });
  };
}
