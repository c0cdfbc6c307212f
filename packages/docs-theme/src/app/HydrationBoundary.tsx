import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page that hydrates on its own. React hydrates the page shell in one task,
 * but each boundary later, in short slices between which the browser handles input: the
 * prerendered markup is already on screen, so nothing waits for it. Nothing inside suspends,
 * so the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
