import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { measureCut } from './measureCut';
import type { EllipsisDirection } from './truncate';

interface TruncationOptions {
  content: string;
  rows: number;
  direction: EllipsisDirection;
  symbol: string;
  /** Text measured after the cut (the expand button's label), or '' for none. */
  suffix: string;
  /** Measuring pauses while the full text shows. */
  enabled: boolean;
}

/**
 * The cut text that fills `rows` lines of `root` (`null` when everything fits, `undefined`
 * until measured, which is also what the server renders), measured in the hidden `measure`
 * element. Measures again when the width of `root` changes.
 */
export function useTruncation(
  root: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  { content, rows, direction, symbol, suffix, enabled }: TruncationOptions,
): string | null | undefined {
  const [cut, setCut] = useState<string | null | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    const host = root.current;
    const probe = measure.current;
    if (!enabled || !host || !probe) return;
    const run = () => setCut(measureCut(probe, content, rows, direction, symbol, suffix));
    run();
    if (typeof ResizeObserver === 'undefined') return;
    let width = host.getBoundingClientRect().width;
    const observer = new ResizeObserver(() => {
      const next = host.getBoundingClientRect().width;
      if (next === width) return;
      width = next;
      run();
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [root, measure, content, rows, direction, symbol, suffix, enabled]);

  return cut;
}
