import type { FocusEvent, ReactNode } from 'react';
import { onFocusLeave } from '../internal/focusLeave';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import { toggleValue, useListbox } from '../internal/useListbox';
import * as styles from './Selector.css';
import { readOption, type SelectorFieldNames, type SelectorValue } from './selectorOption';

export interface SelectorOption<V extends SelectorValue = SelectorValue> {
  label: ReactNode;
  value: V;
  description?: ReactNode;
  disabled?: boolean;
}

export interface SelectorProps<
  V extends SelectorValue = SelectorValue,
  O extends object = SelectorOption<V>,
> extends NativeProps<
  | '--tm-selector-color'
  | '--tm-selector-checked-color'
  | '--tm-selector-checked-text-color'
  | '--tm-selector-radius'
  | '--tm-selector-gap'
> {
  /** The options: `{ label, value, description?, disabled? }`, or another shape read through `fieldNames`. */
  options: readonly O[];
  /** Selected values (controlled); an array in single mode too, so it binds to a form as it is. */
  value?: V[];
  /**
   * Initially selected values (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: V[];
  /** Called with the selected values and their options (as given). */
  onChange?: (value: V[], extend: { items: O[] }) => void;
  /** Called when focus leaves the selector, not when it moves between its options. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /**
   * Lets several options be selected.
   * @defaultValue false
   */
  multiple?: boolean;
  /** Lays the options out in this many equal columns (1 to 6); otherwise they wrap. */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Marks selected options with a corner check, so the state does not rest on colour.
   * @defaultValue true
   */
  showCheckMark?: boolean;
  /**
   * Blocks every option.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Keys to read from each option instead of `label`, `value`, `description` and `disabled`. */
  fieldNames?: SelectorFieldNames;
  /** `id` of the listbox. */
  id?: string;
}

const EMPTY: never[] = [];

/** A grid of option chips to pick one or several from: a `listbox` with arrow keys. */
export function Selector<
  V extends SelectorValue = SelectorValue,
  O extends object = SelectorOption<V>,
>({
  options: rawOptions,
  value: valueProp,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  multiple = false,
  columns,
  showCheckMark = true,
  disabled = false,
  fieldNames,
  id,
  ...rest
}: SelectorProps<V, O>) {
  const options = rawOptions.map((option) => readOption<V>(option, fieldNames));
  const [value, setValue] = useControllableState<V[]>({
    value: valueProp,
    defaultValue,
    onChange: (next) =>
      onChange?.(next, {
        items: rawOptions.filter((_, index) => next.includes(options[index]!.value)),
      }),
  });
  const listbox = useListbox('Selector', options, value, columns ? 'both' : 'horizontal');
  return (
    // Focus lives on the options (one Tab stop), not on the listbox.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...nativeProps(rest, styles.root)}
      id={id}
      role="listbox"
      aria-multiselectable={multiple || undefined}
      aria-orientation={columns ? undefined : 'horizontal'}
      aria-disabled={disabled || undefined}
      data-columns={columns}
      onKeyDown={listbox.onKeyDown}
      onBlur={onFocusLeave(onBlur)}
    >
      {options.map((option, index) => {
        const selected = value.includes(option.value);
        const blocked = disabled || option.disabled;
        const toggle = () => {
          if (!blocked) setValue(toggleValue(value, option.value, multiple));
        };
        return (
          <div
            // The index keeps keys unique when values repeat (which is warned about).
            key={`${index}:${String(option.value)}`}
            role="option"
            className={styles.option}
            aria-selected={selected}
            aria-disabled={blocked || undefined}
            tabIndex={option.value === listbox.tabStop && !disabled ? 0 : -1}
            onFocus={() => listbox.onFocusOption(option.value)}
            onClick={toggle}
            onKeyDown={(event) => {
              if (event.key !== ' ' && event.key !== 'Enter') return;
              event.preventDefault();
              toggle();
            }}
          >
            <span className={styles.label}>{option.label}</span>
            {option.description !== undefined && (
              <span className={styles.description}>{option.description}</span>
            )}
            {selected && showCheckMark && (
              <svg className={styles.checkMark} viewBox="0 0 20 16" aria-hidden>
                <path d="M20 0v16H0z" />
                <path className={styles.tick} d="M10 10.5l2.5 2.5 5-5" />
              </svg>
            )}
          </div>
        );
      })}
    </div>
  );
}
