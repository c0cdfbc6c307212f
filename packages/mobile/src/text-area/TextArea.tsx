import {
  forwardRef,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useCharacterCount } from '../internal/useCharacterCount';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { splitAria, useTextValue } from '../internal/useTextValue';
import { autoRows, resolveAutoSize, type AutoSize } from './autoRows';
import * as styles from './TextArea.css';

export type TextAreaRef = HTMLTextAreaElement;
export type { AutoSize };

export interface TextAreaProps extends NativeProps<
  | '--tm-text-area-color'
  | '--tm-text-area-font-size'
  | '--tm-text-area-placeholder-color'
  | '--tm-text-area-count-color'
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
  /** Shown while the field is empty. */
  placeholder?: string;
  /**
   * Visible rows, or the fewest rows with `autoSize`.
   * @defaultValue 2
   */
  rows?: number;
  /**
   * Grows with the text: `true`, or the fewest and most rows before it scrolls.
   * @defaultValue false
   */
  autoSize?: boolean | AutoSize;
  /** Limit in characters as people count them: an emoji or a Chinese character is one. */
  maxLength?: number;
  /**
   * Shows how many characters there are (`12/100` with `maxLength`), or renders your own count.
   * @defaultValue false
   */
  showCount?: boolean | ((count: number, maxLength: number | undefined) => ReactNode);
  /** Label of the keyboard's Enter key: `done`, `enter`, `send`… */
  enterKeyHint?: HTMLAttributes<HTMLTextAreaElement>['enterKeyHint'];
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
  /** Id of the native textarea, for a `<label htmlFor>`. */
  id?: string;
  /** Name of the native textarea. */
  name?: string;
  /** Called when the field gains focus. */
  onFocus?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Called when the field loses focus. */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Called on every key pressed in the field. */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * A multi-line text field that can grow with its text and count characters the way people
 * do, never in the middle of an IME composition.
 */
export const TextArea = forwardRef<TextAreaRef, TextAreaProps>(function TextArea(props, ref) {
  const {
    value,
    defaultValue,
    onChange,
    rows = 2,
    autoSize,
    maxLength,
    showCount = false,
    disabled = false,
    readOnly = false,
    placeholder,
    enterKeyHint,
    id,
    name,
    onFocus,
    onBlur,
    onKeyDown,
    ...rest
  } = props;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const text = useTextValue({
    controlled: 'value' in props,
    value,
    defaultValue,
    onChange,
    maxLength,
  });
  const [aria, wrapper] = splitAria(rest);
  const sizing = resolveAutoSize(autoSize, rows);

  useIsomorphicLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field || !sizing) return;
    // Measured at the smallest size, so the field can shrink as well as grow.
    field.rows = sizing.minRows;
    const computed = getComputedStyle(field);
    field.rows = autoRows(
      {
        scrollHeight: field.scrollHeight,
        lineHeight: parseFloat(computed.lineHeight),
        padding: parseFloat(computed.paddingTop) + parseFloat(computed.paddingBottom) || 0,
      },
      sizing.minRows,
      sizing.maxRows,
    );
  }, [text.shown, sizing?.minRows, sizing?.maxRows]);

  const count = useCharacterCount(
    showCount,
    text.value,
    maxLength,
    aria['aria-describedby'] as string | undefined,
  );

  return (
    <div {...nativeProps(wrapper, cx(styles.root, disabled && styles.disabled))}>
      <textarea
        {...aria}
        aria-describedby={count.describedBy}
        ref={mergeRefs(ref, fieldRef)}
        className={styles.field}
        rows={sizing ? sizing.minRows : rows}
        id={id}
        name={name}
        placeholder={placeholder}
        enterKeyHint={enterKeyHint}
        disabled={disabled}
        readOnly={readOnly}
        value={text.shown}
        {...text.handlers}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {count.shown && (
        <div id={count.id} className={styles.count}>
          {count.text}
        </div>
      )}
    </div>
  );
});
