import { useEffect } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { useLatest } from '../internal/useLatest';

interface AutoplayOptions {
  /** Autoplay is on, nothing holds it (a finger down, focus inside) and there is somewhere to go. */
  running: boolean;
  interval: number;
  /** Changes whenever the timer should start over: the position and the slide count. */
  restartKey: string;
  onTick: () => void;
}

/**
 * Calls `onTick` every `interval` ms while `running`, except while the page is hidden or the
 * user asks for less motion: those are read at each tick, so they pause and resume it live
 * without listeners. The timer starts over when `restartKey` changes, so a slide moved by hand
 * gets its full time, and slides that arrive after the first render start it.
 */
export function useAutoplay({ running, interval, restartKey, onTick }: AutoplayOptions) {
  const tick = useLatest(onTick);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (!document.hidden && !prefersReducedMotion()) tick.current();
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, restartKey, tick]);
}
