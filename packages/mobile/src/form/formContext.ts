import { createContext, useContext } from 'react';
import type { FormInstance } from './formInstance';
import type { FormStore } from './formStore';
import type { ValidateTrigger } from './rules';
import { warn } from '../internal/warn';

export type FormLayout = 'vertical' | 'horizontal';

/** What follows the labels: an asterisk or "(required)" on required items, "(optional)" on the others, or nothing. */
export type RequiredMarkStyle = 'asterisk' | 'text-required' | 'text-optional' | 'none';

/** What a Form gives the items, lists and subscriptions inside it. */
export interface FormContextValue {
  store: FormStore;
  form: FormInstance;
  layout: FormLayout;
  requiredMarkStyle: RequiredMarkStyle;
  disabled: boolean;
  validateTrigger: ValidateTrigger | readonly ValidateTrigger[] | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

const warned = new Set<string>();

/** The surrounding Form, or `null` with a warning naming the component used outside one. */
export function useFormContext(component: string): FormContextValue | null {
  const context = useContext(FormContext);
  if (!context && !warned.has(component)) {
    warned.add(component);
    warn(component, `must be inside a <Form>; it renders unbound.`);
  }
  return context;
}
