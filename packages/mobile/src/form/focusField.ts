const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/** The element that comes first in the document. */
export function firstInDocument(elements: readonly HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * The first element in `root` (or `root` itself) that Tab stops at. A roving Tab stop (radios,
 * options) leaves the others at `tabindex="-1"`, so this is the one the keyboard would reach.
 */
function firstTabStop(root: HTMLElement): HTMLElement | undefined {
  return [root, ...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) =>
      element.matches(FOCUSABLE) && !element.matches(':disabled') && element.tabIndex >= 0,
  );
}

/**
 * Brings an invalid item into the middle of the screen (above an on-screen keyboard, unlike a
 * plain focus) and focuses its invalid control, or else its first focusable element. A group
 * (Selector, Radio.Group, a range Slider) is marked invalid on its container, which takes no
 * focus: its Tab stop inside does.
 */
export function focusInvalidItem(item: HTMLElement): void {
  const invalid = item.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = (invalid && firstTabStop(invalid)) ?? firstTabStop(item);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  item.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}
