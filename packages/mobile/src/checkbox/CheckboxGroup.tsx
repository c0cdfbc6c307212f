import { useEffect, useMemo, type FocusEvent, type ReactNode } from 'react';
import { onFocusLeave } from '../internal/focusLeave';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import { warn } from '../internal/warn';
import * as styles from './Checkbox.css';
import { CheckboxGroupContext, type CheckboxValue } from './checkboxContext';

export interface CheckboxGroupProps extends NativeProps {
  /** Values of the checked boxes (controlled). */
  value?: CheckboxValue[];
  /**
   * Initially checked values (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: CheckboxValue[];
  /** Called with the values of the checked boxes, in the order they were checked. */
  onChange?: (value: CheckboxValue[]) => void;
  /** Called when focus leaves the group, not when it moves between its boxes. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /** At most this many boxes can be checked; the others are disabled until one is unchecked. */
  max?: number;
  /**
   * Disables every box.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Native input name shared by the boxes. */
  name?: string;
  /** `id` of the group element. */
  id?: string;
  /**
   * Lays the boxes out in a row or a column.
   * @defaultValue 'vertical'
   */
  direction?: 'horizontal' | 'vertical';
  /** The Checkbox elements, each with a `value`. */
  children?: ReactNode;
}

const EMPTY: CheckboxValue[] = [];

/** Checkboxes that share one array value, with an optional maximum. */
export function CheckboxGroup({
  value: valueProp,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  max,
  disabled = false,
  name,
  id,
  direction = 'vertical',
  children,
  ...rest
}: CheckboxGroupProps) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange });
  const validMax = max !== undefined && Number.isInteger(max) && max > 0 ? max : undefined;

  useEffect(() => {
    if (max !== undefined && validMax === undefined)
      warn('Checkbox.Group', `max must be a positive whole number; ignoring ${String(max)}.`);
  }, [max, validMax]);

  const context = useMemo(
    () => ({
      value,
      disabled,
      name,
      full: validMax !== undefined && value.length >= validMax,
      toggle: (item: CheckboxValue, checked: boolean) =>
        setValue(
          checked ? [...value.filter((v) => v !== item), item] : value.filter((v) => v !== item),
        ),
    }),
    [value, disabled, name, validMax, setValue],
  );

  return (
    <div
      {...nativeProps(rest, styles.group)}
      role="group"
      id={id}
      data-direction={direction}
      onBlur={onFocusLeave(onBlur)}
    >
      <CheckboxGroupContext.Provider value={context}>{children}</CheckboxGroupContext.Provider>
    </div>
  );
}
