import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useLocaleTag, useLocaleTexts } from '../config-provider/localeTexts';
import { form as english } from '../locale/en-US/form';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { storeOf, useForm, type FormInstance } from './formInstance';
import {
  FormContext,
  type FormContextValue,
  type FormLayout,
  type RequiredMarkStyle,
} from './formContext';
import type { FormCallbacks, ValidateErrorInfo } from './formStore';
import type { ValidateTrigger } from './rules';
import { useSubmitFailure } from './useSubmitFailure';
import * as styles from './Form.css';

export interface FormProps<Values extends object = Record<string, unknown>> extends NativeProps<
  '--tm-form-label-width' | '--tm-form-background' | '--tm-form-error-color'
> {
  /** An instance from `Form.useForm()`, to read and drive the form from code. */
  form?: FormInstance<Values>;
  /** Starting values, by field name; read on the first render only. */
  initialValues?: Partial<Values>;
  /** Called with all values after a submit whose fields all passed their rules. */
  onFinish?: (values: Values) => void;
  /** Called after a submit with invalid fields, with the values and each field's errors. */
  onFinishFailed?: (info: ValidateErrorInfo<Values>) => void;
  /** Called when the user changes a field: the changed value (by its path) and all values. */
  onValuesChange?: (changedValues: Partial<Values>, allValues: Values) => void;
  /**
   * When rules run, for every item and rule that does not set its own (`onChange`, `onBlur`,
   * or both). An item's `validateTrigger` wins over this one, a rule's over both.
   * @defaultValue 'onChange'
   */
  validateTrigger?: ValidateTrigger | readonly ValidateTrigger[];
  /**
   * Labels above their controls, or beside them.
   * @defaultValue 'vertical'
   */
  layout?: FormLayout;
  /**
   * What follows the labels: `'asterisk'` or `'text-required'` ("(required)", in the current
   * language) on required items, `'text-optional'` ("(optional)") on the others, or `'none'`.
   * Screen readers hear `aria-required` on the control instead.
   * @defaultValue 'asterisk'
   */
  requiredMarkStyle?: RequiredMarkStyle;
  /**
   * Disables every control bound by an item.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * After a failed submit, scrolls to the first invalid field and focuses it.
   * @defaultValue true
   */
  scrollToFirstError?: boolean;
  /** Content below the fields, typically the submit button (`<Button type="submit">`). */
  footer?: ReactNode;
  /** The items: `Form.Item`, `Form.Array`, `Form.Subscribe`, headings. */
  children?: ReactNode;
}

/**
 * A form with its own field store: each item re-renders alone when its value changes; rules
 * with a clear `validateTrigger` precedence; lists; and a failed submit that focuses the first
 * invalid field and announces what needs attention.
 */
export function Form<Values extends object = Record<string, unknown>>({
  form: given,
  initialValues,
  onFinish,
  onFinishFailed,
  onValuesChange,
  validateTrigger,
  layout = 'vertical',
  requiredMarkStyle = 'asterisk',
  disabled = false,
  scrollToFirstError = true,
  footer,
  children,
  ...rest
}: FormProps<Values>) {
  const [form] = useForm(given);
  const store = storeOf(form as FormInstance<object>);
  const messages = useLocaleTexts('form', english);
  const failure = useSubmitFailure(messages, useLocaleTag(), scrollToFirstError);
  store.initialise(initialValues as Record<string, unknown> | undefined);
  // Read at the moment of a submit or a change, so they are simply replaced on every render.
  store.configure({
    messages,
    callbacks: {
      onValuesChange: onValuesChange as FormCallbacks['onValuesChange'],
      onFinish: (values) => {
        failure.passed();
        onFinish?.(values as Values);
      },
      onFinishFailed: onFinishFailed as FormCallbacks['onFinishFailed'],
      onSubmitFailed: failure.failed,
    },
  });

  const context = useMemo<FormContextValue>(
    () => ({
      store,
      form: form as FormInstance,
      layout,
      requiredMarkStyle,
      disabled,
      validateTrigger,
    }),
    [store, form, layout, requiredMarkStyle, disabled, validateTrigger],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    form.resetFields();
  };

  return (
    <FormContext.Provider value={context}>
      <form
        noValidate
        {...nativeProps(rest, cx(styles.form, styles.layouts[layout]))}
        onSubmit={submit}
        onReset={reset}
      >
        <div className={styles.body}>{children}</div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        <div role="status" className={visuallyHidden}>
          {failure.announcement}
        </div>
      </form>
    </FormContext.Provider>
  );
}
