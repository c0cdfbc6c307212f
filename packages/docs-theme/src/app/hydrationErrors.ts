declare global {
  interface Window {
    __TESSERA_DOCS__?: { version: string };
    /** Recoverable errors React reported while hydrating; tests read it. */
    __TESSERA_HYDRATION_ERRORS__?: string[];
  }
}

/** Records a recoverable hydration error where tests read them, and logs it. */
export function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  // The component stack says where the markup differed.
  window.__TESSERA_HYDRATION_ERRORS__?.push(
    info.componentStack ? `${message}${info.componentStack}` : message,
  );
  console.error(error);
}
