import {
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { form as english } from '../locale/en-US/form';
import type { NativeProps } from '../internal/nativeProps';
import { bindControl } from './bindControl';
import { useFormContext, type FormContextValue } from './formContext';
import { FormItemLayout } from './FormItemLayout';
import type { NamePath } from './namePath';
import type { Rule, ValidateTrigger } from './rules';
import { useField } from './useField';
import { warn } from '../internal/warn';

export interface FormItemProps extends NativeProps {
  /** The field this item edits: a key, or a path such as `['phones', 0]`. Without it the item only lays out its content. */
  name?: NamePath;
  /** Text (or content) of the label, tied to the control. A text label also names the field in messages. */
  label?: ReactNode;
  /** Checks of the value, run in order; the first failure is shown. */
  rules?: readonly Rule[];
  /**
   * Shows the required mark and sets `aria-required` on the control.
   * @defaultValue true when a rule has `required`
   */
  required?: boolean;
  /** The starting value, unless the form's `initialValues` has one. */
  initialValue?: unknown;
  /**
   * When this item's rules run (`onChange` stands for the `trigger` event). Wins over the
   * form's; a rule's own `validateTrigger` wins over this.
   * @defaultValue the form's validateTrigger
   */
  validateTrigger?: ValidateTrigger | readonly ValidateTrigger[];
  /**
   * The control's event that reports a new value.
   * @defaultValue 'onChange'
   */
  trigger?: string;
  /**
   * The control's prop that takes the value (`checked` for a native checkbox).
   * @defaultValue 'value'
   */
  valuePropName?: string;
  /** Turns the arguments of `trigger` into the value, for controls with their own event shape. */
  getValueFromEvent?: (...args: never[]) => unknown;
  /** Fields whose change re-checks this one (once it was touched or checked), like a confirmation. */
  dependencies?: readonly NamePath[];
  /** A hint under the control, read with it by screen readers. */
  help?: ReactNode;
  /** Content at the end of the control row, such as a unit or a "Send code" button. */
  extra?: ReactNode;
  /**
   * Disables the control.
   * @defaultValue the form's disabled
   */
  disabled?: boolean;
  /**
   * Where the control sits in its row: after the label as usual, or pushed to the end (a Switch).
   * @defaultValue 'normal'
   */
  childElementPosition?: 'normal' | 'right';
  /**
   * Shows a chevron at the end of the row, for an item whose control opens a picker.
   * @defaultValue true with `onClick`
   */
  arrow?: boolean;
  /**
   * Makes the row a button, pressed by a tap anywhere on it or by the keyboard: to open a
   * picker. The child then only shows the value and must not be a control itself; `extra`
   * stays outside the button, so a button there still works on its own.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** One control: any component with a value prop and a change event. */
  children?: ReactNode;
}

function warnUnbound(name: NamePath, children: ReactNode): ReactNode {
  warn(
    'Form.Item',
    `"${String(name)}" needs one control element as its child to bind; it renders the child unbound.`,
  );
  return children;
}

/** One control element: a fragment or a text takes no props. */
const isControl = (node: ReactNode): node is ReactElement<Record<string, unknown>> =>
  isValidElement(node) && node.type !== Fragment;

interface BoundProps extends FormItemProps {
  name: NamePath;
  context: FormContextValue;
}

function BoundItem({
  context,
  name,
  rules,
  required,
  initialValue,
  validateTrigger,
  trigger = 'onChange',
  valuePropName = 'value',
  getValueFromEvent,
  dependencies,
  disabled,
  children,
  ...item
}: BoundProps) {
  const texts = useLocaleTexts('form', english);
  const field = useField(context, {
    name,
    rules,
    validateTrigger,
    dependencies,
    initialValue,
    trigger,
    label: typeof item.label === 'string' ? item.label : texts.defaultLabel,
  });
  const { errors, validating } = field.meta;
  return (
    <FormItemLayout
      {...item}
      required={required ?? (rules ?? []).some((rule) => rule.required)}
      disabled={disabled ?? context.disabled}
      errors={errors}
      validating={validating && texts.validating}
      rootRef={field.rootRef}
      bound={
        isControl(children)
          ? bindControl({
              own: children.props,
              valuePropName,
              value: field.value,
              trigger,
              validateTriggers: field.validateTriggers,
              getValueFromEvent: getValueFromEvent as ((...args: unknown[]) => unknown) | undefined,
              onValue: field.change,
              onValidate: field.validate,
            })
          : undefined
      }
    >
      {isControl(children) ? children : warnUnbound(name, children)}
    </FormItemLayout>
  );
}

/**
 * One row of a form: a label tied to its control, the required mark, help, and the errors of
 * the field, announced with the control. Binds any control through `valuePropName` and `trigger`.
 */
export function FormItem(props: FormItemProps) {
  const context = useFormContext('Form.Item');
  if (context && props.name !== undefined)
    return <BoundItem {...props} name={props.name} context={context} />;
  const {
    required = false,
    disabled,
    name: _name,
    rules: _rules,
    initialValue: _initial,
    validateTrigger: _trigger,
    trigger: _event,
    valuePropName: _prop,
    getValueFromEvent: _get,
    dependencies: _deps,
    ...item
  } = props;
  return (
    <FormItemLayout
      {...item}
      required={required}
      disabled={disabled ?? context?.disabled ?? false}
      errors={[]}
      validating={null}
    />
  );
}
