import { createContext, useContext } from 'react';
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

/**
 * What the context holds. The locale is left unset until a provider sets one: the default must
 * not hold every component's English texts, so each component falls back to its own section
 * (see `localeTexts.ts`).
 */
export interface ConfigScope extends Omit<ConfigValue, 'locale'> {
  locale: Locale | undefined;
}

const defaultConfig: ConfigScope = {
  theme: 'light',
  compact: false,
  locale: undefined,
  getContainer: undefined,
  className: undefined,
};

export const ConfigContext = createContext<ConfigScope>(defaultConfig);

export function useConfigScope(): ConfigScope {
  return useContext(ConfigContext);
}

/**
 * Imperative calls (`Toast.show`, `Dialog.confirm`) have no React parent, so they use the
 * provider the user last touched or focused, falling back to the last one mounted. With several
 * providers on a page (one per demo frame) the toast appears where the user just tapped.
 */
let activeConfig: ConfigScope | null = null;

export function setActiveConfig(value: ConfigScope | null): void {
  activeConfig = value;
}

export function getActiveConfig(): ConfigScope {
  return activeConfig ?? defaultConfig;
}
