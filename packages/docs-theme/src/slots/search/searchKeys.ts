import type { KeyboardEvent, RefObject } from 'react';
import type { Option } from './options';

interface SearchKeys {
  options: Option[];
  open: boolean;
  activeOption: Option | undefined;
  setOpen: (open: boolean) => void;
  setActive: (update: (index: number) => number) => void;
  choose: (option: Option) => void;
  /** Empties the field. */
  clear: () => void;
  /** Where the focus was when a shortcut brought it to the field. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The combobox's keys: the arrows open the list and move through it, wrapping; Enter opens the
 * active option; Escape closes the list, or empties the field when it is closed, and gives the
 * focus back to where a shortcut took it from. Keys of an input method's composition are its own.
 */
export function handleSearchKey(event: KeyboardEvent<HTMLInputElement>, keys: SearchKeys) {
  if (event.nativeEvent.isComposing) return;
  const count = keys.options.length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    keys.setOpen(true);
    if (count === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    keys.setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
  } else if (event.key === 'Enter') {
    if (keys.open && keys.activeOption) {
      event.preventDefault();
      keys.choose(keys.activeOption);
    }
  } else if (event.key === 'Escape') {
    event.preventDefault();
    const previous = keys.returnFocus.current;
    keys.returnFocus.current = null;
    if (keys.open) keys.setOpen(false);
    else keys.clear();
    if (previous?.isConnected) previous.focus();
  }
}
