import { forwardRef, useContext, useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { useOwnTextName } from '../internal/useOwnTextName';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { splitAria } from '../internal/splitAria';
import { useControllableState } from '../internal/useControllableState';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Checkbox.css';
import { CheckboxGroupContext, type CheckboxValue } from './checkboxContext';

export type CheckboxRef = HTMLInputElement;

export interface CheckboxProps extends NativeProps<
  '--tm-checkbox-icon-size' | '--tm-checkbox-active-color' | '--tm-checkbox-gap'
> {
  /** Checked state (controlled). Ignored inside a Checkbox.Group, which decides it from `value`. */
  checked?: boolean;
  /**
   * Initial checked state (uncontrolled).
   * @defaultValue false
   */
  defaultChecked?: boolean;
  /** Called with the new checked state. */
  onChange?: (checked: boolean) => void;
  /** Called when the box loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** This box's value inside a Checkbox.Group. */
  value?: CheckboxValue;
  /**
   * Partly checked (some of a set): shows a dash and reports `aria-checked="mixed"`.
   * @defaultValue false
   */
  indeterminate?: boolean;
  /**
   * Blocks changes.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Takes the whole row as its touch target.
   * @defaultValue false
   */
  block?: boolean;
  /**
   * Side of the box the label sits on.
   * @defaultValue 'end'
   */
  labelPlacement?: 'start' | 'end';
  /** Draws the box: receives the checked and indeterminate states. */
  icon?: (checked: boolean, indeterminate: boolean) => ReactNode;
  /** `id` of the native input, for a `<label htmlFor>`. */
  id?: string;
  /** Native input name, for forms that submit natively. Inside a group, the group's name. */
  name?: string;
  /** The label. */
  children?: ReactNode;
}

/** A box that turns an option on or off: a native checkbox underneath, alone or in a Checkbox.Group. */
export const Checkbox = forwardRef<CheckboxRef, CheckboxProps>(function Checkbox(
  {
    checked: checkedProp,
    defaultChecked = false,
    onChange,
    onBlur,
    value,
    indeterminate = false,
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
  const group = useContext(CheckboxGroupContext);
  const [own, setOwn] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  const inGroup = group !== null && value !== undefined;
  const checked = inGroup ? group.value.includes(value) : own;
  const blocked = disabled || (group?.disabled ?? false) || (inGroup && group.full && !checked);
  const input = useRef<HTMLInputElement>(null);

  // `indeterminate` exists only as a DOM property, so it is set after render, and aria-checked
  // with it: "mixed" in the server HTML would contradict the input until scripts run.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.indeterminate = indeterminate;
    if (indeterminate) el.setAttribute('aria-checked', 'mixed');
    else el.removeAttribute('aria-checked');
  }, [indeterminate]);

  const { aria, rest } = splitAria(props);
  const { textId, hasText, labelledBy } = useOwnTextName(
    aria['aria-labelledby'] as string | undefined,
    children,
  );
  return (
    <label
      {...nativeProps(rest, cx(styles.root, block && styles.block))}
      data-placement={labelPlacement}
      data-disabled={blocked || undefined}
    >
      <input
        ref={mergeRefs(ref, input)}
        type="checkbox"
        className={visuallyHidden}
        id={id}
        name={name ?? group?.name}
        value={value}
        checked={checked}
        disabled={blocked}
        {...aria}
        aria-labelledby={labelledBy}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.checked;
          if (inGroup) {
            group.toggle(value, next);
            onChange?.(next);
          } else setOwn(next);
        }}
      />
      <span
        className={styles.icon}
        data-checked={checked || undefined}
        data-indeterminate={indeterminate || undefined}
        data-custom={icon ? true : undefined}
        aria-hidden
      >
        {icon ? (
          icon(checked, indeterminate)
        ) : (
          <svg viewBox="0 0 24 24" className={styles.mark}>
            {indeterminate ? <path d="M6 12h12" /> : checked && <path d="M5.5 12.5l4 4 9-9" />}
          </svg>
        )}
      </span>
      {hasText && (
        <span id={textId} className={styles.label}>
          {children}
        </span>
      )}
    </label>
  );
});
