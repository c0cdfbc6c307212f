import {
  forwardRef,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useCharacterCount } from '../internal/useCharacterCount';
import { splitAria, useTextValue } from '../internal/useTextValue';
import { clampNumber } from './clampNumber';
import { ClearButton } from './ClearButton';
import * as styles from './Input.css';

export type InputRef = HTMLInputElement;

export interface InputProps extends NativeProps<
  | '--tm-input-color'
  | '--tm-input-placeholder-color'
  | '--tm-input-font-size'
  | '--tm-input-text-align'
  | '--tm-input-count-color'
> {
  /** The text, controlled. With this prop present, `null` and `undefined` show an empty field. */
  value?: string | null;
  /**
   * The starting text, uncontrolled.
   * @defaultValue ''
   */
  defaultValue?: string;
  /** Called with the new text; never in the middle of an IME composition. */
  onChange?: (value: string) => void;
  /**
   * Rewrites what the user types, such as `(text) => text.replace(/\D/g, '')` for digits only;
   * `onChange`, `maxLength` and the count get the result. Never runs in the middle of an IME
   * composition, nor on `value` or `defaultValue`.
   */
  formatter?: (value: string) => string;
  /**
   * When `formatter` runs: on every change, or when the field loses focus.
   * @defaultValue 'onChange'
   */
  formatTrigger?: 'onChange' | 'onBlur';
  /** Shown while the field is empty. */
  placeholder?: string;
  /**
   * The kind of text, as the native attribute; `number` brings the number keyboard and
   * `min`/`max` clamping.
   * @defaultValue 'text'
   */
  type?: 'text' | 'number' | 'search' | 'tel' | 'email' | 'url' | 'password';
  /** Keyboard layout to show on phones, independently of `type`. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Label of the keyboard's Enter key: `done`, `go`, `next`, `search`, `send`… */
  enterKeyHint?: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  /** Called when Enter is pressed, but not when it confirms an IME composition. */
  onEnterPress?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Limit in characters as people count them: an emoji or a Chinese character is one. */
  maxLength?: number;
  /**
   * Shows how many characters there are (`12/100` with `maxLength`), or renders your own count.
   * @defaultValue false
   */
  showCount?: boolean | ((count: number, maxLength: number | undefined) => ReactNode);
  /** With `type="number"`: the smallest value; a smaller one is raised to it on blur. */
  min?: number;
  /** With `type="number"`: the largest value; a larger one is lowered to it on blur. */
  max?: number;
  /**
   * With `type="number"`: the amount ArrowUp and ArrowDown add or take away, counted from `min`;
   * `'any'` allows every decimal.
   * @defaultValue 1
   */
  step?: number | 'any';
  /**
   * Shows a clear button while there is text.
   * @defaultValue false
   */
  clearable?: boolean;
  /**
   * With `clearable`: shows the clear button only while the field has focus.
   * @defaultValue false
   */
  onlyShowClearWhenFocus?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /**
   * Blocks editing; the field is skipped by Tab.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Shows the text without letting it change; still focusable and copyable.
   * @defaultValue false
   */
  readOnly?: boolean;
  /** Id of the native input, for a `<label htmlFor>`. */
  id?: string;
  /** Name of the native input. */
  name?: string;
  /** Autofill hint, as the native attribute (`username`, `email`, `one-time-code`…). */
  autoComplete?: string;
  /** Called when the field gains focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the field loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called on every key pressed in the field. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Content before the text, such as an icon or a currency sign. */
  prefix?: ReactNode;
  /** Content after the text, the clear button and the count, such as a unit. */
  suffix?: ReactNode;
}

const wordChar = /[\p{L}\p{N}]/u;

// Where the caret goes in the formatted text: after as many letters and digits as the formatted
// text before it holds. Neither the length before it nor the distance from the end would do:
// grouping from the left (138 1234) puts spaces after the caret, from the right (12,345) before.
function caretAfter(formatted: string, before: string): number {
  let left = [...before].filter((c) => wordChar.test(c)).length;
  if (!left) return before.length;
  let at = 0;
  for (const c of formatted) {
    at += c.length;
    if (wordChar.test(c) && !--left) return at;
  }
  return at;
}

/**
 * A single-line text field with a clear button, an IME-safe character limit and count, and number
 * clamping. Its text is at least 16 px, so iOS Safari does not zoom in on focus.
 */
export const Input = forwardRef<InputRef, InputProps>(function Input(props, ref) {
  const {
    value,
    defaultValue,
    onChange,
    formatter,
    formatTrigger,
    type = 'text',
    maxLength,
    showCount = false,
    min,
    max,
    step,
    clearable = false,
    onlyShowClearWhenFocus,
    onClear,
    onEnterPress,
    onKeyDown,
    onBlur,
    disabled = false,
    readOnly = false,
    prefix,
    suffix,
    id,
    name,
    placeholder,
    inputMode,
    enterKeyHint,
    autoComplete,
    onFocus,
    ...rest
  } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const text = useTextValue({
    controlled: 'value' in props,
    value,
    defaultValue,
    onChange,
    maxLength,
  });
  const [aria, wrapper] = splitAria(rest);
  const showClear = clearable && text.shown !== '' && !disabled && !readOnly;
  const count = useCharacterCount(
    showCount,
    text.value,
    maxLength,
    aria['aria-describedby'] as string | undefined,
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' && !text.isComposingKey(event)) onEnterPress?.(event);
  };
  // Formats the native field itself, in the capture phase, before useTextValue's handlers read
  // it: React then finds the new text already shown and leaves the caret where it is put here.
  const format = ({ currentTarget: field }: SyntheticEvent<HTMLInputElement>) => {
    const raw = field.value;
    const end = field.selectionEnd;
    const next = formatter && formatTrigger !== 'onBlur' ? formatter(raw) : raw;
    if (next === raw) return;
    field.value = next;
    if (end !== null)
      field.selectionStart = field.selectionEnd = caretAfter(next, formatter!(raw.slice(0, end)));
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = formatter && formatTrigger === 'onBlur' ? formatter(text.value) : text.value;
    if (type === 'number') next = clampNumber(next, min, max);
    if (next !== text.value) text.commit(next);
    onBlur?.(event);
  };

  return (
    <div
      {...nativeProps(wrapper, cx(styles.root, disabled && styles.disabled))}
      // The style hides the clear button while focus is outside the row (`:focus-within`), so
      // Tab from the field onto the button keeps it, and no render waits on focus events.
      data-clear-on-focus={onlyShowClearWhenFocus || undefined}
    >
      {prefix}
      <input
        {...aria}
        aria-describedby={count.describedBy}
        ref={mergeRefs(ref, inputRef)}
        className={styles.field}
        type={type}
        id={id}
        name={name}
        placeholder={placeholder}
        inputMode={inputMode}
        enterKeyHint={enterKeyHint}
        autoComplete={autoComplete}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        readOnly={readOnly}
        value={text.shown}
        {...text.handlers}
        onChangeCapture={(event) => text.isComposingKey(event) || format(event)}
        onCompositionEndCapture={format}
        onFocus={onFocus}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
      />
      {showClear && (
        <ClearButton
          onClick={() => {
            text.commit('');
            inputRef.current?.focus();
            onClear?.();
          }}
        />
      )}
      {count.shown && (
        <span id={count.id} className={styles.count}>
          {count.text}
        </span>
      )}
      {suffix}
    </div>
  );
});
