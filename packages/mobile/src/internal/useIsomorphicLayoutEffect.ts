import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser (measure before paint) and a plain effect on the server,
 * where React 18 warns about layout effects. Neither runs on the server.
 */
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
