import { useEffect, useState } from 'react';
import type { PullStatus } from './pullStatus';

interface RefreshSettings {
  onRefresh?: () => Promise<unknown> | void;
  completeDelay: number;
  headHeight: number;
}

/**
 * The status and the offset of the content; `refresh` holds the head open while `onRefresh`
 * runs, then shows the complete text for `completeDelay` ms before it closes, and `close` closes
 * it. Returned as `[status, setStatus, offset, setOffset, refresh, close]`.
 */
export function useRefresh(latest: { readonly current: RefreshSettings }) {
  const [status, setStatus] = useState<PullStatus>('idle');
  const [offset, setOffset] = useState(0);
  const close = () => {
    setOffset(0);
    setStatus('idle');
  };

  const refresh = async () => {
    setStatus('refreshing');
    setOffset(latest.current.headHeight);
    try {
      await latest.current.onRefresh?.();
    } catch (error) {
      // A failed refresh must not claim success: the head closes, and the error is reported
      // like an uncaught one instead of vanishing into a rejected Promise nobody awaits.
      close();
      if (typeof reportError === 'function') reportError(error);
      else console.error(error);
      return;
    }
    setStatus('complete');
  };

  useEffect(() => {
    if (status !== 'complete') return;
    const timer = setTimeout(() => {
      setOffset(0);
      setStatus('idle');
    }, latest.current.completeDelay);
    return () => clearTimeout(timer);
  }, [status, latest]);

  return [status, setStatus, offset, setOffset, refresh, close] as const;
}
