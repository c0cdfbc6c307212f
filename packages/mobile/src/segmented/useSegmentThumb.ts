import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';

interface Thumb {
  left: number;
  width: number;
}

/**
 * Where the thumb sits: over segment `index` inside `root` (the chosen one, or the one it is
 * dragged over), or `null` without one. Measured after layout whenever that segment or the
 * number of segments changes, and again on every resize (a control mounted hidden, or a font that
 * loads late), never during render.
 */
export function useSegmentThumb(
  rootRef: RefObject<HTMLElement | null>,
  index: number,
  count: number,
): Thumb | null {
  const [thumb, setThumb] = useState<Thumb | null>(null);
  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    const measure = () => {
      const item = root?.querySelectorAll<HTMLElement>('[role="radio"]')[index];
      setThumb(item ? { left: item.offsetLeft, width: item.offsetWidth } : null);
    };
    measure();
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [index, count]);
  return thumb;
}
