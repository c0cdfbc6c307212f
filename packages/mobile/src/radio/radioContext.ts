import { createContext } from 'react';

export type RadioValue = string | number;

interface RadioGroupContextValue {
  value: RadioValue | null;
  select: (value: RadioValue | null) => void;
  /** Choosing the checked radio again clears the value (`allowEmptySelection`). */
  clearable: boolean;
  disabled: boolean;
  name: string;
  /** Some radio of the group is checked, so only that one is in the Tab order. */
  hasChecked: boolean;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);
