import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { RightIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps } from '../internal/nativeProps';
import * as styles from './Form.css';
import { RequiredMark } from './RequiredMark';

export interface FormItemIds {
  control: string;
  label: string;
  help: string;
  error: string;
  /** The content of the row's button with `onClick`: the value, read as its description. */
  value: string;
}

interface FormItemLayoutProps {
  ids: FormItemIds;
  label: ReactNode;
  required: boolean;
  help: ReactNode;
  extra: ReactNode;
  errors: readonly string[];
  /** Text shown while an async rule runs. */
  validating: ReactNode;
  arrow: boolean;
  /** With `onClick`: the props of the button that holds the control and covers the row. */
  press: ButtonHTMLAttributes<HTMLButtonElement> | undefined;
  childElementPosition: 'normal' | 'right';
  rootRef?: Ref<HTMLDivElement>;
  native: object;
  children: ReactNode;
}

/** The look of an item: label, control row, help and errors; no state of its own. */
export function FormItemLayout({
  ids,
  label,
  required,
  help,
  extra,
  errors,
  validating,
  arrow,
  press,
  childElementPosition,
  rootRef,
  native,
  children,
}: FormItemLayoutProps) {
  return (
    <div
      ref={rootRef}
      {...nativeProps(
        native,
        cx(
          styles.item,
          childElementPosition === 'right' && styles.itemEnd,
          press && styles.itemClickable,
        ),
      )}
    >
      {label !== undefined && label !== null && (
        <label id={ids.label} htmlFor={ids.control} className={styles.label}>
          {label}
          <RequiredMark required={required} spoken={press !== undefined} />
        </label>
      )}
      <div className={cx(styles.control, childElementPosition === 'right' && styles.controlEnd)}>
        {press ? (
          <button type="button" className={styles.press} {...press}>
            <span id={ids.value}>{children}</span>
          </button>
        ) : (
          children
        )}
        {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        {arrow && <RightIcon className={styles.arrow} />}
      </div>
      {help !== undefined && (
        <div id={ids.help} className={styles.help}>
          {help}
        </div>
      )}
      {errors.length > 0 ? (
        <div id={ids.error} className={styles.error}>
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : (
        validating && (
          <div id={ids.error} className={styles.help}>
            {validating}
          </div>
        )
      )}
    </div>
  );
}
