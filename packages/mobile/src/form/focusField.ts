const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The element that comes first in the document. */
export function firstInDocument(elements: readonly HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * Brings an invalid item into the middle of the screen (above an on-screen keyboard, unlike a
 * plain focus) and focuses its invalid control, or else its first focusable element.
 */
export function focusInvalidItem(item: HTMLElement): void {
  const target =
    item.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    item.querySelector<HTMLElement>(FOCUSABLE);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  item.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}
