import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { searchBar as english } from '../locale/en-US/searchBar';
import { common as englishCommon } from '../locale/en-US/common';
import { SearchIcon } from '../icon/icons';
import { Input } from '../input/Input';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './SearchBar.css';

export type SearchBarRef = HTMLInputElement;

export interface SearchBarProps extends NativeProps<
  '--tm-search-bar-background' | '--tm-search-bar-radius' | '--tm-search-bar-height'
> {
  /** The query, controlled. */
  value?: string;
  /**
   * The starting query, uncontrolled.
   * @defaultValue ''
   */
  defaultValue?: string;
  /** Called with the new query; never in the middle of an IME composition. */
  onChange?: (value: string) => void;
  /**
   * Milliseconds to wait after the last change before calling `onChange`, for requests sent as
   * people type. The field still shows each keystroke at once; the clear button, the cancel
   * button and the search key report the query at once.
   */
  debounce?: number;
  /**
   * Called with the query when the keyboard's search key (Enter) is pressed, but not when that
   * key confirms an IME composition.
   */
  onSearch?: (value: string) => void;
  /** Shown while the field is empty. */
  placeholder?: string;
  /**
   * Icon before the query; `null` shows none.
   * @defaultValue a magnifier
   */
  icon?: ReactNode;
  /**
   * Accessible name of the field and of the search landmark. Give each search bar on a page
   * its own.
   * @defaultValue placeholder, else the locale's "Search"
   */
  label?: string;
  /** Limit in characters as people count them. */
  maxLength?: number;
  /**
   * Shows a clear button while there is a query.
   * @defaultValue true
   */
  clearable?: boolean;
  /**
   * With `clearable`: shows the clear button only while the field has focus.
   * @defaultValue false
   */
  onlyShowClearWhenFocus?: boolean;
  /** Called after the clear button emptied the query. */
  onClear?: () => void;
  /**
   * Shows a cancel button: always, never, or as a function of focus and query.
   * @defaultValue false
   */
  showCancelButton?: boolean | ((focused: boolean, value: string) => boolean);
  /**
   * Text of the cancel button.
   * @defaultValue the locale's "Cancel"
   */
  cancelText?: string;
  /** Called when the cancel button is pressed. */
  onCancel?: () => void;
  /**
   * Empties the query when the cancel button is pressed.
   * @defaultValue true
   */
  clearOnCancel?: boolean;
  /**
   * Blocks editing.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Called when the search field gains focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the search field loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A search field in a search landmark: the keyboard shows a search key, Enter searches (not
 * while an IME composition is confirmed), with clear and cancel buttons.
 */
export const SearchBar = forwardRef<SearchBarRef, SearchBarProps>(function SearchBar(
  {
    value,
    defaultValue = '',
    onChange,
    debounce,
    onSearch,
    placeholder,
    icon = <SearchIcon />,
    label,
    maxLength,
    clearable = true,
    onlyShowClearWhenFocus,
    onClear,
    showCancelButton = false,
    cancelText,
    onCancel,
    clearOnCancel = true,
    disabled = false,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('searchBar', english);
  const common = useLocaleTexts('common', englishCommon);
  const [query, setQuery] = useControllableState({ value, defaultValue, onChange });
  // With `debounce` the field shows what is typed before `onChange` hears of it, until the
  // parent sets a new `value`.
  const [typed, setTyped] = useState(query);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    if (value !== undefined) setTyped(value);
  }
  const shown = debounce ? typed : query;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A change still waiting is dropped on unmount, and when the parent sets a new value.
  useEffect(() => () => clearTimeout(timer.current), [value]);
  // Focus of the whole bar, so that tabbing from the field to the cancel button keeps it shown.
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const name = label ?? placeholder ?? texts.label;
  const showCancel =
    typeof showCancelButton === 'function' ? showCancelButton(focused, shown) : showCancelButton;

  const change = (next: string, wait?: number) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setTyped(next);
    if (wait) timer.current = setTimeout(change, wait, next);
    else setQuery(next);
  };
  // Reports a waiting change at once, so that no older query reaches `onChange` after it.
  const flush = (next: string) => timer.current && change(next);

  const cancel = () => {
    if (clearOnCancel) change('');
    inputRef.current?.blur();
    onCancel?.();
  };

  return (
    <div
      role="search"
      aria-label={name}
      {...nativeProps(rest, cx(styles.root))}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Input
        ref={mergeRefs(ref, inputRef)}
        className={styles.box}
        type="search"
        enterKeyHint="search"
        aria-label={name}
        placeholder={placeholder}
        value={shown}
        onChange={(next: string) => change(next, debounce)}
        maxLength={maxLength}
        clearable={clearable}
        onlyShowClearWhenFocus={onlyShowClearWhenFocus}
        onClear={() => {
          flush('');
          onClear?.();
        }}
        disabled={disabled}
        prefix={
          icon && (
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
          )
        }
        onFocus={onFocus}
        onBlur={onBlur}
        onEnterPress={(event: KeyboardEvent<HTMLInputElement>) => {
          // Keeps a surrounding form from submitting: the search is the app's to run.
          event.preventDefault();
          flush(shown);
          onSearch?.(shown);
        }}
      />
      {showCancel && (
        <button
          type="button"
          className={styles.cancel}
          // A tap on Cancel must not blur the field first, or a focus-bound button would vanish.
          onMouseDown={(event) => event.preventDefault()}
          onClick={cancel}
        >
          {cancelText ?? common.cancel}
        </button>
      )}
    </div>
  );
});
