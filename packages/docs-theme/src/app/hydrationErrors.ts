import { useEffect, type ReactNode } from 'react';
import { replayEarlyPageClicks } from './earlyClicks';

declare global {
  interface Window {
    __TESSERA_DOCS__?: { version: string };
    /**
     * Recoverable errors React reported while hydrating; tests read it. It appears once the
     * first render's effects have run, so its presence also says the page answers to input.
     */
    __TESSERA_HYDRATION_ERRORS__?: string[];
  }
}

const errors: string[] = [];

/** Records a recoverable hydration error where tests read them, and logs it. */
export function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  // The component stack says where the markup differed.
  errors.push(info.componentStack ? `${message}${info.componentStack}` : message);
  console.error(error);
}

/**
 * The page is up, or there is no app to start on it: clicks kept while the scripts loaded are
 * made again, and the error list is published.
 */
export function signalStarted() {
  replayEarlyPageClicks();
  window.__TESSERA_HYDRATION_ERRORS__ = errors;
}

/**
 * Wraps the app. A parent's effects run after its children's, so when this one runs every
 * listener the first render set up (the search shortcut among them) is in place.
 */
export function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(signalStarted, []);
  return children;
}
