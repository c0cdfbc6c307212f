import {
  cloneElement,
  Fragment,
  isValidElement,
  useId,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { RightIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps } from '../internal/nativeProps';
import * as styles from './Form.css';
import type { FormItemProps } from './FormItem';
import { RequiredMark } from './RequiredMark';

interface FormItemLayoutProps extends Omit<
  FormItemProps,
  | 'name'
  | 'rules'
  | 'initialValue'
  | 'validateTrigger'
  | 'trigger'
  | 'valuePropName'
  | 'getValueFromEvent'
  | 'dependencies'
> {
  required: boolean;
  disabled: boolean;
  errors: readonly string[];
  /** Text shown while an async rule runs. */
  validating: ReactNode;
  rootRef?: Ref<HTMLDivElement>;
  /** The value and handlers a bound item gives its control. */
  bound?: Record<string, unknown>;
}

/** The id, label, description and state attributes an item gives its control; the control's own win. */
function controlProps(
  own: Record<string, unknown>,
  id: string,
  labelled: boolean,
  describedBy: string,
  invalid: boolean,
  required: boolean,
  disabled: boolean,
) {
  return {
    id: own.id ?? `${id}c`,
    'aria-labelledby': own['aria-labelledby'] ?? (labelled ? `${id}l` : undefined),
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': cx(own['aria-describedby'] as string | undefined, describedBy) || undefined,
    disabled: own.disabled ?? (disabled || undefined),
  };
}

/**
 * An item's row: label, control, help and errors, and the attributes that tie the control to
 * them. With `onClick` the row's button is the control and takes them instead: like a select,
 * its `<label for>` names it and its value is read after it, as its description (an
 * `aria-labelledby` would name it alike but read as a name leaving out its visible text); a
 * button has no `aria-required`, so the label says it in words.
 */
export function FormItemLayout({
  label,
  required,
  disabled,
  help,
  extra,
  errors,
  validating,
  onClick,
  arrow = onClick !== undefined,
  childElementPosition = 'normal',
  rootRef,
  bound,
  children,
  ...native
}: FormItemLayoutProps) {
  const id = useId();
  const labelled = label !== undefined && label !== null;
  const invalid = errors.length > 0;
  // Help, then the error (or "Checking…") text while it is shown.
  const describedBy = cx(
    help !== undefined && `${id}h`,
    (invalid || Boolean(validating)) && `${id}e`,
  );
  const press: ButtonHTMLAttributes<HTMLButtonElement> | undefined = onClick && {
    id: `${id}c`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': cx(`${id}v`, describedBy),
    disabled,
    onClick,
  };
  // A fragment or a text takes no attributes.
  const control =
    isValidElement(children) && children.type !== Fragment
      ? cloneElement(children as ReactElement<Record<string, unknown>>, {
          ...(!press &&
            controlProps(
              (children as ReactElement<Record<string, unknown>>).props,
              id,
              labelled,
              describedBy,
              invalid,
              required,
              disabled,
            )),
          ...bound,
        })
      : children;
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
      {labelled && (
        <label id={`${id}l`} htmlFor={`${id}c`} className={styles.label}>
          {label}
          <RequiredMark required={required} spoken={press !== undefined} />
        </label>
      )}
      <div className={cx(styles.control, childElementPosition === 'right' && styles.controlEnd)}>
        {press ? (
          <button type="button" className={styles.press} {...press}>
            <span id={`${id}v`}>{control}</span>
          </button>
        ) : (
          control
        )}
        {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        {arrow && <RightIcon className={styles.arrow} />}
      </div>
      {help !== undefined && (
        <div id={`${id}h`} className={styles.help}>
          {help}
        </div>
      )}
      {invalid ? (
        <div id={`${id}e`} className={styles.error}>
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : (
        validating && (
          <div id={`${id}e`} className={styles.help}>
            {validating}
          </div>
        )
      )}
    </div>
  );
}
