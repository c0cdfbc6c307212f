import { useEffect, useState } from 'react';
import { exitDuration } from './motion';
import { useLatest } from './useLatest';

interface PresenceOptions {
  /** Keep the element mounted (hidden) after it has been shown once. */
  keepMounted?: boolean;
  /** Mount the element (hidden) before it is first shown. */
  forceRender?: boolean;
  afterShow?: (() => void) | undefined;
  afterClose?: (() => void) | undefined;
}

/**
 * Open → closing → closed: keeps an element mounted while its exit animation runs.
 * `mounted` says whether to render it, `hidden` whether it is fully closed (render it with
 * `hidden`), `open` drives `data-state`. `afterShow` / `afterClose` fire once the animation had
 * its time (immediately under reduced motion).
 */
export function usePresence(
  visible: boolean,
  { keepMounted = false, forceRender = false, afterShow, afterClose }: PresenceOptions = {},
): { mounted: boolean; hidden: boolean; open: boolean } {
  const [phase, setPhase] = useState<'open' | 'closing' | 'closed'>(visible ? 'open' : 'closed');
  const [everShown, setEverShown] = useState(visible);
  if (visible && phase !== 'open') setPhase('open');
  if (!visible && phase === 'open') setPhase('closing');
  if (visible && !everShown) setEverShown(true);
  const callbacks = useLatest({ afterShow, afterClose });

  useEffect(() => {
    if (phase === 'closed') return;
    const timer = setTimeout(() => {
      if (phase === 'open') callbacks.current.afterShow?.();
      else {
        setPhase('closed');
        callbacks.current.afterClose?.();
      }
    }, exitDuration());
    return () => clearTimeout(timer);
  }, [phase, callbacks]);

  return {
    mounted: phase !== 'closed' || forceRender || (keepMounted && everShown),
    hidden: phase === 'closed',
    open: phase === 'open',
  };
}
