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
/** A `history.back()` of ours has not landed yet (its popstate has not come). */
let goingBack = false;
/** Keys of overlays that closed while another entry was on top of theirs. */
const closedBelow = new Set<number>();

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

/** Pushes a history entry of the overlay's own, on the same URL, that the back button consumes. */
function pushEntry(registered: Registered) {
  const state: unknown = window.history.state;
  window.history.pushState(
    { ...(state && typeof state === 'object' ? state : {}), [STATE_KEY]: registered.key },
    '',
  );
  registered.ownsHistory = true;
}

function goBack() {
  goingBack = true;
  window.history.back();
}

function listen() {
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('popstate', onPopState);
}

/** Stops listening once no overlay is open and no back of ours is still on its way. */
function stopListeningIfIdle() {
  if (stack.length > 0 || goingBack) return;
  closedBelow.clear();
  document.removeEventListener('keydown', onKeyDown);
  window.removeEventListener('popstate', onPopState);
}

/*
 * Back pressed while the top overlay's history entry was current: the entry is gone, so ask it
 * to close. When an overlay closed by other means drops its own entry (see `pushOverlay`), the
 * browser lands on the entry of the overlay below, which is still current for it: nothing closes.
 */
function onPopState() {
  const ours = goingBack;
  goingBack = false;
  const key = historyKey();
  if (ours && typeof key === 'number' && closedBelow.delete(key)) {
    // Landed on the entry of an overlay that closed meanwhile, as when a canDismiss confirm
    // closes with the modal that asked: skip it too.
    goBack();
    return;
  }
  const top = stack[stack.length - 1];
  if (top?.ownsHistory && key !== top.key) {
    top.ownsHistory = false;
    top.onBack?.();
    // It may stay open (a veto, or onClose ignored), so it owns an entry again at once and the
    // next Back asks again instead of leaving the page. Not later, once the answer is known: a
    // canDismiss may ask with a dialog of its own, whose entry must come after this one. If it
    // does close, `pushOverlay`'s clean-up takes the entry off again.
    if (stack[stack.length - 1] === top) pushEntry(top);
  }
  stopListeningIfIdle();
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
  if (stack.length === 0) listen();
  stack.push(registered);
  if (entry.onBack) pushEntry(registered);
  return () => {
    const index = stack.indexOf(registered);
    if (index >= 0) stack.splice(index, 1);
    if (registered.ownsHistory) {
      // Closed by a button: drop the entry we pushed so Back does not need two presses. If
      // another entry is on top, ours goes once a back of ours lands on it.
      if (historyKey() === registered.key) goBack();
      else closedBelow.add(registered.key);
    }
    stopListeningIfIdle();
  };
}
