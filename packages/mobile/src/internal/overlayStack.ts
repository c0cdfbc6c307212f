/**
 * The stack of open modal overlays. Only the top one answers Escape, the browser back button
 * and Tab, so closing a dialog opened from a popup closes the dialog alone.
 */

interface OverlayEntry {
  /** Called when Escape is pressed while this overlay is on top. */
  onEscape?: (() => void) | undefined;
  /** Called when the browser goes back while this overlay is on top. */
  onBack?: (() => void) | undefined;
  /** The overlay's root element, for the focus trap. */
  element: HTMLElement;
}

interface Registered extends OverlayEntry {
  key: number;
  /** This overlay pushed a history entry that is still current. */
  ownsHistory: boolean;
}

const STATE_KEY = 'tmOverlay';
const stack: Registered[] = [];
let nextKey = 1;

function historyKey(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object'
    ? (state as Record<string, unknown>)[STATE_KEY]
    : undefined;
}

function onKeyDown(event: KeyboardEvent) {
  const top = stack[stack.length - 1];
  if (!top) return;
  if (event.key === 'Escape' && top.onEscape) {
    event.stopPropagation();
    top.onEscape();
  } else if (event.key === 'Tab') {
    trapTab(event, top.element);
  }
}

/*
 * Back pressed while the top overlay's history entry was current: the entry is gone, so close it.
 * When an overlay closed by other means drops its own entry (see `pushOverlay`), the browser lands
 * on the entry of the overlay below, which is still current for it: nothing closes.
 */
function onPopState() {
  const top = stack[stack.length - 1];
  if (top?.ownsHistory && historyKey() !== top.key) {
    top.ownsHistory = false;
    top.onBack?.();
  }
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  'details > summary:first-of-type',
  '[tabindex]',
].join(', ');

/** Whether `node` is content its parent `<details>` hides while closed: all but its summary. */
function closedDetailsHide(node: HTMLElement): boolean {
  const parent = node.parentElement;
  if (parent?.localName !== 'details' || parent.hasAttribute('open')) return false;
  return node !== parent.querySelector(':scope > summary');
}

/**
 * Whether a keyboard cannot reach `element` whatever its tag: a negative `tabindex`, or it or
 * an ancestor up to `root` is hidden (attribute or `display: none`), inert, or content of a
 * closed `<details>`, or the element itself is `visibility: hidden`.
 */
function unreachable(element: HTMLElement, root: HTMLElement): boolean {
  if (Number(element.getAttribute('tabindex')) < 0) return true;
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert') || closedDetailsHide(node)) return true;
    if (getComputedStyle(node).display === 'none') return true;
    if (node === root) break;
  }
  return false;
}

/**
 * Focusable descendants, in tab order as far as the DOM goes: no negative `tabindex`, nothing
 * hidden, inert, inside a disabled fieldset or in a closed `<details>`.
 */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !unreachable(el, root) &&
      !(el.matches(':is(button, input, select, textarea)') && el.closest('fieldset[disabled]')),
  );
}

function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const outside = !active || !root.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Registers an open overlay; returns the function that unregisters it. */
export function pushOverlay(entry: OverlayEntry): () => void {
  const registered: Registered = { ...entry, key: nextKey++, ownsHistory: false };
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('popstate', onPopState);
  }
  stack.push(registered);
  if (entry.onBack) {
    // A history entry of our own, on the same URL, that the back button consumes.
    const state: unknown = window.history.state;
    window.history.pushState(
      { ...(state && typeof state === 'object' ? state : {}), [STATE_KEY]: registered.key },
      '',
    );
    registered.ownsHistory = true;
  }
  return () => {
    const index = stack.indexOf(registered);
    if (index >= 0) stack.splice(index, 1);
    if (registered.ownsHistory && historyKey() === registered.key) {
      // Closed by a button: drop the entry we pushed so Back does not need two presses.
      window.history.back();
    }
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('popstate', onPopState);
    }
  };
}
