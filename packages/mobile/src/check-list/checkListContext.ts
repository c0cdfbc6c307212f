import { createContext, type ReactNode } from 'react';

export type CheckListValue = string | number;

interface CheckListContextValue {
  value: readonly CheckListValue[];
  toggle: (value: CheckListValue) => void;
  tabStop: CheckListValue | undefined;
  onFocusItem: (value: CheckListValue) => void;
  disabled: boolean;
  readOnly: boolean;
  activeIcon: ReactNode;
  extra: ((active: boolean) => ReactNode) | undefined;
}

export const CheckListContext = createContext<CheckListContextValue | null>(null);
