import { forwardRef, type ReactNode } from 'react';
import { CheckIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Tag.css';
import type { TagColor, TagSize } from './tagVariants';

export type CheckTagRef = HTMLButtonElement;

export interface CheckTagProps extends NativeProps<
  '--tm-tag-color' | '--tm-tag-text-color' | '--tm-tag-radius' | '--tm-tag-font-size'
> {
  /** On or off (controlled). */
  checked?: boolean;
  /**
   * Initial state (uncontrolled).
   * @defaultValue false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the tag is pressed. */
  onChange?: (checked: boolean) => void;
  /**
   * Blocks changes. The tag stays focusable and reports `aria-disabled`.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Colour role: an outline of it while off, a solid fill of it while on.
   * @defaultValue 'primary'
   */
  color?: TagColor;
  /**
   * Height, padding and text size.
   * @defaultValue 'middle'
   */
  size?: TagSize;
  /**
   * Fully rounded ends.
   * @defaultValue false
   */
  round?: boolean;
  /** The label, which is also the name of the button. */
  children?: ReactNode;
}

/**
 * A tag that turns on and off, for filters: a toggle button with `aria-pressed`, solid and
 * check-marked while on.
 */
export const CheckTag = forwardRef<CheckTagRef, CheckTagProps>(function CheckTag(
  {
    checked: checkedProp,
    defaultChecked = false,
    onChange,
    disabled = false,
    color = 'primary',
    size = 'middle',
    round = false,
    children,
    ...rest
  },
  ref,
) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  return (
    <button
      {...nativeProps(
        rest,
        cx(
          styles.root,
          styles.fill[checked ? 'solid' : 'outline'],
          styles.colors[color],
          styles.size[size],
          round && styles.round,
          styles.check,
        ),
      )}
      ref={ref}
      type="button"
      aria-pressed={checked}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) setChecked(!checked);
      }}
    >
      {checked && <CheckIcon />}
      <span className={styles.label}>{children}</span>
    </button>
  );
});
