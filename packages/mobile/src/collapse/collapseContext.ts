import { createContext } from 'react';

interface CollapseContextValue {
  openKeys: readonly string[];
  toggle: (key: string) => void;
}

export const CollapseContext = createContext<CollapseContextValue | null>(null);

/** The `key` the Collapse read from a panel element, handed to that panel. */
export const PanelKeyContext = createContext<string | null>(null);
