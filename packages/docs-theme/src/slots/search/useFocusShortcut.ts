import { useEffect, type RefObject } from 'react';

/** Another text field has the focus: its '/' is a character to type, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Ctrl/⌘+K, or '/' outside a text field, focuses the input and selects its text. Where the
 * focus was goes to `returnFocus`, for Escape to give it back.
 */
export function useFocusShortcut(
  input: RefObject<HTMLInputElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      const previous = document.activeElement;
      if (
        previous instanceof HTMLElement &&
        previous !== document.body &&
        previous !== input.current
      )
        returnFocus.current = previous;
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input, returnFocus]);
}
