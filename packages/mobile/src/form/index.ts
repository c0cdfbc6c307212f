import { Form as FormComponent } from './Form';
import { FormArray } from './FormArray';
import { FormItem } from './FormItem';
import { FormSubscribe } from './FormSubscribe';
import { useForm } from './formInstance';

export type { FormProps } from './Form';
export type { FormArrayField, FormArrayOperations, FormArrayProps } from './FormArray';
export type { FormItemProps } from './FormItem';
export type { FormSubscribeProps } from './FormSubscribe';
export type { FormInstance } from './formInstance';
export type { ErrorField, ValidateErrorInfo } from './formStore';
export type { FormLayout, RequiredMarkStyle } from './formContext';
export type { NamePath } from './namePath';
export type { Rule, RuleType, ValidateTrigger, ValidatorResult } from './rules';
export { FormItem, FormArray, FormSubscribe };

/** Form with `Form.Item`, `Form.Array`, `Form.Subscribe` and `Form.useForm`. */
export const Form = /* @__PURE__ */ Object.assign(FormComponent, {
  Item: FormItem,
  Array: FormArray,
  Subscribe: FormSubscribe,
  useForm,
});
