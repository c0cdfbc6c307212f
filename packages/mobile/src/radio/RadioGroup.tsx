import {
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as checkboxStyles from '../checkbox/Checkbox.css';
import { isRtl } from '../internal/direction';
import { onFocusLeave } from '../internal/focusLeave';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { moveFocus } from '../internal/rovingFocus';
import { useControllableState } from '../internal/useControllableState';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { RadioGroupContext, type RadioValue } from './radioContext';

export interface RadioGroupProps extends NativeProps {
  /** The checked value (controlled); `null` checks none. */
  value?: RadioValue | null;
  /**
   * The initially checked value (uncontrolled).
   * @defaultValue null
   */
  defaultValue?: RadioValue | null;
  /** Called with the newly checked value, or `null` when `allowEmptySelection` clears it. */
  // Method syntax: a handler written for `RadioValue` alone, as before `allowEmptySelection`,
  // still type-checks; only that option ever passes `null`.
  onChange?(value: RadioValue | null): void;
  /** Called when focus leaves the group, not when it moves between its radios. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /**
   * Lets choosing the checked radio again (a tap, a click or Space) clear the value to `null`.
   * @defaultValue false
   */
  allowEmptySelection?: boolean;
  /**
   * Disables every radio.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Native input name shared by the radios; one is generated when omitted. */
  name?: string;
  /** `id` of the group element. */
  id?: string;
  /**
   * Lays the radios out in a row or a column.
   * @defaultValue 'vertical'
   */
  direction?: 'horizontal' | 'vertical';
  /** The Radio elements, each with a `value`. */
  children?: ReactNode;
}

/**
 * Radios sharing one value: a `radiogroup` that is one Tab stop, where the arrow keys move to and
 * check the next radio (right to left, ArrowLeft is next), and Home and End the first and last.
 */
export function RadioGroup({
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  allowEmptySelection = false,
  disabled = false,
  name,
  id,
  direction = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange });
  const generated = useId();
  const root = useRef<HTMLDivElement>(null);
  // Whether a radio shows as checked is known only from the DOM: the value may match none.
  const [hasChecked, setHasChecked] = useState(false);
  useIsomorphicLayoutEffect(() => {
    setHasChecked(Boolean(root.current?.querySelector('input[data-radio]:checked')));
  });

  const context = useMemo(
    () => ({
      value,
      select: setValue,
      clearable: allowEmptySelection,
      disabled,
      name: name ?? generated,
      hasChecked,
    }),
    [value, setValue, allowEmptySelection, disabled, name, generated, hasChecked],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!root.current) return;
    // Native radios move with the arrows too, but skip Home and End: one behaviour for all keys.
    // Left and Right mirror right to left in a column as well, as native radio groups do.
    const target = moveFocus(event, root.current, 'input[data-radio]', 'both', isRtl(root.current));
    if (target instanceof HTMLInputElement && !target.checked) target.click();
  };

  return (
    // Focus lives on the radios (one Tab stop), not on the group.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...nativeProps(rest, checkboxStyles.group)}
      ref={root}
      role="radiogroup"
      id={id}
      data-direction={direction}
      onKeyDown={onKeyDown}
      onBlur={onFocusLeave(onBlur)}
    >
      <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
    </div>
  );
}
