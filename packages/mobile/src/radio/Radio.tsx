import { forwardRef, useContext, type FocusEvent, type ReactNode } from 'react';
import * as checkboxStyles from '../checkbox/Checkbox.css';
import { cx } from '../internal/cx';
import { useOwnTextName } from '../internal/useOwnTextName';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { splitAria } from '../internal/splitAria';
import { useControllableState } from '../internal/useControllableState';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Radio.css';
import { RadioGroupContext, type RadioValue } from './radioContext';

export type RadioRef = HTMLInputElement;

export interface RadioProps extends NativeProps<
  '--tm-radio-icon-size' | '--tm-radio-active-color'
> {
  /** Checked state (controlled). Ignored inside a Radio.Group, which decides it from `value`. */
  checked?: boolean;
  /**
   * Initial checked state (uncontrolled).
   * @defaultValue false
   */
  defaultChecked?: boolean;
  /** Called with `true` when the radio gets checked. */
  onChange?: (checked: boolean) => void;
  /** Called when the radio loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** This radio's value inside a Radio.Group. */
  value?: RadioValue;
  /**
   * Blocks changes and takes the radio out of the arrow-key order.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Takes the whole row as its touch target.
   * @defaultValue false
   */
  block?: boolean;
  /**
   * Side of the circle the label sits on.
   * @defaultValue 'end'
   */
  labelPlacement?: 'start' | 'end';
  /** Draws the circle: receives the checked state. */
  icon?: (checked: boolean) => ReactNode;
  /** `id` of the native input, for a `<label htmlFor>`. */
  id?: string;
  /** Native input name. Inside a group, the group's name. */
  name?: string;
  /** The label. */
  children?: ReactNode;
}

/** One choice of several: a native radio underneath, used inside a Radio.Group. */
export const Radio = forwardRef<RadioRef, RadioProps>(function Radio(
  {
    checked: checkedProp,
    defaultChecked = false,
    onChange,
    onBlur,
    value,
    disabled = false,
    block = false,
    labelPlacement = 'end',
    icon,
    id,
    name,
    children,
    ...props
  },
  ref,
) {
  const group = useContext(RadioGroupContext);
  const [own, setOwn] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  const inGroup = group !== null && value !== undefined;
  const checked = inGroup ? group.value === value : own;
  const blocked = disabled || (group?.disabled ?? false);
  const { aria, rest } = splitAria(props);
  const { textId, hasText, labelledBy } = useOwnTextName(
    aria['aria-labelledby'] as string | undefined,
    children,
  );
  return (
    <label
      {...nativeProps(rest, cx(checkboxStyles.root, block && checkboxStyles.block))}
      data-placement={labelPlacement}
      data-disabled={blocked || undefined}
    >
      <input
        ref={ref}
        type="radio"
        className={visuallyHidden}
        id={id}
        name={name ?? group?.name}
        value={value}
        checked={checked}
        disabled={blocked}
        // Roving tab stop: with a radio checked, only it is in the Tab order.
        tabIndex={inGroup && group.hasChecked && !checked ? -1 : 0}
        data-radio=""
        {...aria}
        aria-labelledby={labelledBy}
        onBlur={onBlur}
        // Choosing the checked radio again fires no change, only a click (once, from a label too);
        // arrow keys only click unchecked radios, and disabled inputs get no clicks.
        onClick={() => inGroup && checked && group.clearable && group.select(null)}
        onChange={(event) => {
          if (!event.target.checked) return;
          if (inGroup) {
            group.select(value);
            onChange?.(true);
          } else setOwn(true);
        }}
      />
      <span
        className={`${checkboxStyles.icon} ${styles.icon}`}
        data-checked={checked || undefined}
        data-custom={icon ? true : undefined}
        aria-hidden
      >
        {icon?.(checked)}
      </span>
      {hasText && (
        <span id={textId} className={checkboxStyles.label}>
          {children}
        </span>
      )}
    </label>
  );
});
