import type { ReactNode, Ref } from 'react';
import { RightIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps } from '../internal/nativeProps';
import * as styles from './Form.css';

export interface FormItemIds {
  control: string;
  label: string;
  help: string;
  error: string;
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
  childElementPosition,
  rootRef,
  native,
  children,
}: FormItemLayoutProps) {
  return (
    <div
      ref={rootRef}
      {...nativeProps(native, cx(styles.item, childElementPosition === 'right' && styles.itemEnd))}
    >
      {label !== undefined && label !== null && (
        <label id={ids.label} htmlFor={ids.control} className={styles.label}>
          {label}
          {required && (
            <span aria-hidden="true" className={styles.requiredMark}>
              *
            </span>
          )}
        </label>
      )}
      <div className={cx(styles.control, childElementPosition === 'right' && styles.controlEnd)}>
        {children}
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
