import { createContext, useContext } from 'react';
import { enUS } from '../locale/enUS';
import type { Locale } from '../locale/types';

export type ThemeName = 'light' | 'dark';

/** What every component reads from the nearest ConfigProvider. */
export interface ConfigValue {
  theme: ThemeName;
  compact: boolean;
  locale: Locale;
  /** Where overlays portal to; `undefined` means `document.body`. */
  getContainer: (() => HTMLElement | null) | undefined;
  /** Theme classes of this scope, put on portal roots so themes reach overlays. */
  className: string | undefined;
}

export const defaultConfig: ConfigValue = {
  theme: 'light',
  compact: false,
  locale: enUS,
  getContainer: undefined,
  className: undefined,
};

export const ConfigContext = createContext<ConfigValue>(defaultConfig);

export function useConfig(): ConfigValue {
  return useContext(ConfigContext);
}

/**
 * Imperative calls (`Toast.show`, `Dialog.confirm`) have no React parent, so they use the
 * provider the user last touched or focused, falling back to the last one mounted. With several
 * providers on a page (one per demo frame) the toast appears where the user just tapped.
 */
let activeConfig: ConfigValue | null = null;

export function setActiveConfig(value: ConfigValue | null): void {
  activeConfig = value;
}

export function getActiveConfig(): ConfigValue {
  return activeConfig ?? defaultConfig;
}
