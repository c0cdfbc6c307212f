import { createContext } from 'react';

export type CheckboxValue = string | number;

interface CheckboxGroupContextValue {
  value: readonly CheckboxValue[];
  toggle: (value: CheckboxValue, checked: boolean) => void;
  disabled: boolean;
  /** The group holds `max` values: boxes not yet checked are disabled. */
  full: boolean;
  name: string | undefined;
}

export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);
