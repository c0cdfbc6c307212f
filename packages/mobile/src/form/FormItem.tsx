import {
  cloneElement,
  Fragment,
  isValidElement,
  useId,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { form as english } from '../locale/en-US/form';
import { cx } from '../internal/cx';
import type { NativeProps } from '../internal/nativeProps';
import { bindControl } from './bindControl';
import { useFormContext, type FormContextValue } from './formContext';
import { FormItemLayout, type FormItemIds } from './FormItemLayout';
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

function useIds(): FormItemIds {
  const id = useId();
  return { control: `${id}c`, label: `${id}l`, help: `${id}h`, error: `${id}e`, value: `${id}v` };
}

interface AccessibleState {
  ids: FormItemIds;
  hasLabel: boolean;
  hasHelp: boolean;
  invalid: boolean;
  /** The error (or "Checking…") text is shown. */
  described: boolean;
  required: boolean;
  disabled: boolean;
}

/** The id, label, description and state attributes an item gives its control; the control's own win. */
function accessibleProps(own: Record<string, unknown>, state: AccessibleState) {
  const { ids } = state;
  return {
    id: own.id ?? ids.control,
    'aria-labelledby': own['aria-labelledby'] ?? (state.hasLabel ? ids.label : undefined),
    'aria-invalid': state.invalid || undefined,
    'aria-required': state.required || undefined,
    'aria-describedby':
      cx(
        own['aria-describedby'] as string | undefined,
        state.hasHelp && ids.help,
        state.described && ids.error,
      ) || undefined,
    disabled: own.disabled ?? (state.disabled || undefined),
  };
}

/**
 * With `onClick`, the row's button is the control and takes the item's attributes. Like a
 * select, its `<label for>` names it and its value is read after, as its description (an
 * `aria-labelledby` would name it alike but read as a name leaving out its visible text). A
 * button has no `aria-required`: the label says it in words instead.
 */
function pressProps(
  state: AccessibleState,
  onClick: (event: MouseEvent<HTMLButtonElement>) => void,
): ButtonHTMLAttributes<HTMLButtonElement> {
  const { ids } = state;
  return {
    id: ids.control,
    'aria-invalid': state.invalid || undefined,
    'aria-describedby': cx(ids.value, state.hasHelp && ids.help, state.described && ids.error),
    disabled: state.disabled,
    onClick,
  };
}

function warnUnbound(name: NamePath, children: ReactNode): ReactNode {
  warn(
    'Form.Item',
    `"${String(name)}" needs one control element as its child to bind; it renders the child unbound.`,
  );
  return children;
}

interface BoundProps extends FormItemProps {
  name: NamePath;
  context: FormContextValue;
}

function BoundItem({
  context,
  name,
  label,
  rules,
  required,
  initialValue,
  validateTrigger,
  trigger = 'onChange',
  valuePropName = 'value',
  getValueFromEvent,
  dependencies,
  help,
  extra,
  disabled,
  childElementPosition = 'normal',
  onClick,
  arrow = onClick !== undefined,
  children,
  ...native
}: BoundProps) {
  const texts = useLocaleTexts('form', english);
  const ids = useIds();
  const field = useField(context, {
    name,
    rules,
    validateTrigger,
    dependencies,
    initialValue,
    trigger,
    label: typeof label === 'string' ? label : texts.defaultLabel,
  });
  const { errors, validating } = field.meta;
  const isRequired = required ?? (rules ?? []).some((rule) => rule.required);
  const state: AccessibleState = {
    ids,
    hasLabel: label !== undefined && label !== null,
    hasHelp: help !== undefined,
    invalid: errors.length > 0,
    described: errors.length > 0 || validating,
    required: isRequired,
    disabled: disabled ?? context.disabled,
  };
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        ...(onClick
          ? {}
          : accessibleProps((children as ReactElement<Record<string, unknown>>).props, state)),
        ...bindControl({
          own: (children as ReactElement<Record<string, unknown>>).props,
          valuePropName,
          value: field.value,
          trigger,
          validateTriggers: field.validateTriggers,
          getValueFromEvent: getValueFromEvent as ((...args: unknown[]) => unknown) | undefined,
          onValue: field.change,
          onValidate: field.validate,
        }),
      })
    : warnUnbound(name, children);
  return (
    <FormItemLayout
      ids={ids}
      label={label}
      required={isRequired}
      help={help}
      extra={extra}
      errors={errors}
      validating={validating && texts.validating}
      arrow={arrow}
      press={onClick && pressProps(state, onClick)}
      childElementPosition={childElementPosition}
      rootRef={field.rootRef}
      native={native}
    >
      {control}
    </FormItemLayout>
  );
}

/**
 * One row of a form: a label tied to its control, the required mark, help, and the errors of
 * the field, announced with the control. Binds any control through `valuePropName` and `trigger`.
 */
export function FormItem(props: FormItemProps) {
  const context = useFormContext('Form.Item');
  const ids = useIds();
  if (context && props.name !== undefined)
    return <BoundItem {...props} name={props.name} context={context} />;
  const {
    label,
    required = false,
    help,
    extra,
    childElementPosition = 'normal',
    onClick,
    arrow = onClick !== undefined,
    children,
    name: _name,
    rules: _rules,
    initialValue: _initial,
    validateTrigger: _trigger,
    trigger: _event,
    valuePropName: _prop,
    getValueFromEvent: _get,
    dependencies: _deps,
    disabled,
    ...native
  } = props;
  const state: AccessibleState = {
    ids,
    hasLabel: label !== undefined && label !== null,
    hasHelp: help !== undefined,
    invalid: false,
    described: false,
    required,
    disabled: disabled ?? context?.disabled ?? false,
  };
  // A fragment or a text takes no attributes; an element gets the label, help and state,
  // unless the row's button takes them (`onClick`).
  const linked = isValidElement(children) && children.type !== Fragment && !onClick;
  return (
    <FormItemLayout
      ids={ids}
      label={label}
      required={required}
      help={help}
      extra={extra}
      errors={[]}
      validating={null}
      arrow={arrow}
      press={onClick && pressProps(state, onClick)}
      childElementPosition={childElementPosition}
      native={native}
    >
      {linked
        ? cloneElement(
            children as ReactElement<Record<string, unknown>>,
            accessibleProps((children as ReactElement<Record<string, unknown>>).props, state),
          )
        : children}
    </FormItemLayout>
  );
}
