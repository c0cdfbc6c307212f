import { useEffect, useState, type FocusEvent } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { useLatest } from '../internal/useLatest';

/**
 * Calls `onTick` every `interval` ms while autoplay is `on` (and there is somewhere to go),
 * except while a finger is on the swiper, focus is inside it, the page is hidden or the user
 * asks for less motion. The last two are read at each tick, so they pause and resume it live
 * without listeners; the first two come from the returned handlers, to spread on the swiper.
 * The timer starts over when `restartKey` changes (the position and the slide count), so a
 * slide moved by hand gets its full time, and slides that arrive after the first render start
 * it. Returns `[running, pauseHandlers]`.
 */
export function useAutoplay(on: boolean, interval: number, restartKey: string, onTick: () => void) {
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = on && !touching && !focused;
  const tick = useLatest(onTick);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (!document.hidden && !prefersReducedMotion()) tick.current();
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, restartKey, tick]);

  const release = () => setTouching(false);
  const pauseHandlers = {
    onTouchStart: () => setTouching(true),
    onTouchEnd: release,
    onTouchCancel: release,
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) =>
      setFocused(event.currentTarget.contains(event.relatedTarget as Node)),
  };
  return [running, pauseHandlers] as const;
}
