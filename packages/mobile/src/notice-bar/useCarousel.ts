import { useEffect, useState } from 'react';

/**
 * The index of the notice a carousel shows: it moves to the next every `interval` ms, back to
 * the first after the last, and holds while `paused`.
 */
export function useCarousel(count: number, interval: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), Math.max(1000, interval));
    return () => clearInterval(timer);
  }, [count, interval, paused]);
  return current;
}
