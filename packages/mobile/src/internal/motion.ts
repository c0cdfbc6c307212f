/** True when the user asked the system for less motion. Safe on the server. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Exit animations last this long; keep in step with `vars.duration.normal`. */
const EXIT_MS = 200;

/** How long to wait for an exit animation: none under reduced motion. */
export function exitDuration(): number {
  return prefersReducedMotion() ? 0 : EXIT_MS;
}
