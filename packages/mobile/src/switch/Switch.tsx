import { forwardRef, useState, type FocusEvent, type ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Switch.css';

export type SwitchRef = HTMLButtonElement;

export interface SwitchProps extends NativeProps<
  | '--tm-switch-width'
  | '--tm-switch-height'
  | '--tm-switch-checked-color'
  | '--tm-switch-track-color'
  | '--tm-switch-knob-color'
> {
  /** On or off (controlled). */
  checked?: boolean;
  /**
   * Initial state (uncontrolled).
   * @defaultValue false
   */
  defaultChecked?: boolean;
  /** Called with the new state, after `beforeChange` resolved. */
  onChange?: (checked: boolean) => void;
  /** Called when the switch loses focus. */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /**
   * Runs before the switch changes, with the state it would change to. Return a Promise to show a
   * loading knob until it settles: resolving changes the switch, rejecting leaves it as it was.
   */
  beforeChange?: (next: boolean) => void | Promise<unknown>;
  /**
   * Shows the loading knob and blocks changes.
   * @defaultValue false
   */
  loading?: boolean;
  /**
   * Blocks changes.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Text inside the track while on. */
  checkedText?: ReactNode;
  /** Text inside the track while off. */
  uncheckedText?: ReactNode;
  /**
   * Track size.
   * @defaultValue 'middle'
   */
  size?: 'small' | 'middle' | 'large';
  /** `id` of the switch button, for a `<label htmlFor>`. */
  id?: string;
}

/** An on/off toggle that takes effect at once: a `switch` button, with an optional async guard. */
export const Switch = forwardRef<SwitchRef, SwitchProps>(function Switch(
  {
    checked: checkedProp,
    defaultChecked = false,
    onChange,
    onBlur,
    beforeChange,
    loading = false,
    disabled = false,
    checkedText,
    uncheckedText,
    size = 'middle',
    id,
    ...rest
  },
  ref,
) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  const toggle = () => {
    if (disabled || busy) return;
    const next = !checked;
    const guard = beforeChange?.(next);
    if (!guard || typeof guard.then !== 'function') {
      setChecked(next);
      return;
    }
    setPending(true);
    guard.then(
      () => {
        setPending(false);
        setChecked(next);
      },
      () => setPending(false),
    );
  };

  const text = checked ? checkedText : uncheckedText;
  return (
    <button
      {...nativeProps(rest, `${styles.root} ${styles.size[size]}`)}
      ref={ref}
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      data-checked={checked || undefined}
      onClick={toggle}
      onBlur={onBlur}
    >
      <span className={styles.knob} aria-hidden>
        {/* Its own arc rather than LoadingIcon: the Icon runtime would double this control's size. */}
        {busy && (
          <svg className={styles.spinner} viewBox="0 0 24 24">
            <path d="M12 3a9 9 0 1 0 9 9" />
          </svg>
        )}
      </span>
      {/* Decorative: the name comes from the label, and must not change as the switch does. */}
      {text !== undefined && text !== null && (
        <span className={styles.text} aria-hidden>
          {text}
        </span>
      )}
    </button>
  );
});
