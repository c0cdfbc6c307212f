import { useEffect } from 'react';
import { useLatest } from '../internal/useLatest';
import { scaleBack } from './scaleBack';

/** Scales the presenting element back while `active`, and lets it grow back afterwards. */
export function useScaleBack(active: boolean, presentingElement?: () => HTMLElement | null): void {
  const getPresenting = useLatest(presentingElement);
  useEffect(() => {
    if (!active) return;
    const element = getPresenting.current?.();
    return element ? scaleBack(element) : undefined;
  }, [active, getPresenting]);
}
