import { useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';
import { exitDuration } from './motion';

/**
 * Keeps an element rendered while its exit animation runs. Returns whether to render it and
 * whether it is open (drives `data-state`). `afterShow` and `afterClose` fire once the
 * animation has had its time.
 */
export function usePresence(
  visible: boolean,
  {
    keepMounted = false,
    afterShow,
    afterClose,
  }: { keepMounted?: boolean; afterShow?: () => void; afterClose?: () => void },
): { rendered: boolean; everShown: boolean } {
  const [rendered, setRendered] = useState(visible);
  const [everShown, setEverShown] = useState(visible);
  if (visible && !rendered) setRendered(true);
  if (visible && !everShown) setEverShown(true);
  const callbacks = useLatest({ afterShow, afterClose });
  const wasVisible = useRef(false);

  useEffect(() => {
    if (visible) {
      wasVisible.current = true;
      const timer = setTimeout(() => callbacks.current.afterShow?.(), exitDuration());
      return () => clearTimeout(timer);
    }
    if (!wasVisible.current) return;
    const timer = setTimeout(() => {
      wasVisible.current = false;
      if (!keepMounted) setRendered(false);
      callbacks.current.afterClose?.();
    }, exitDuration());
    return () => clearTimeout(timer);
  }, [visible, keepMounted, callbacks]);

  return { rendered: rendered || (keepMounted && everShown), everShown };
}
