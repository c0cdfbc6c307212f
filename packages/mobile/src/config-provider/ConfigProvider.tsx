import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Locale } from '../locale/types';
import { compactThemeClass, darkThemeClass, lightThemeClass } from '../theme/themes.css';
import { cx } from '../internal/cx';
import * as styles from './ConfigProvider.css';
import {
  ConfigContext,
  getActiveConfig,
  setActiveConfig,
  useConfigScope,
  type ConfigScope,
  type ThemeName,
} from './configContext';

export interface ConfigProviderProps {
  /**
   * Colour theme of everything inside, overlays included. Unset: inherit from the parent provider.
   * @defaultValue 'light'
   */
  theme?: ThemeName;
  /**
   * Tighter spacing and smaller type.
   * @defaultValue false
   */
  compact?: boolean;
  /**
   * Built-in texts (button labels, status texts). Import `zhCN` from `@tessera/mobile/locale`.
   * @defaultValue enUS
   */
  locale?: Locale;
  /**
   * Element that overlays (Popup, Dialog, Toast…) portal into by default, and whose scrolling
   * they lock. Unset: `document.body`.
   */
  getContainer?: () => HTMLElement | null;
  /** The app, or the part of it that these settings apply to. */
  children?: ReactNode;
}

/**
 * Sets theme, density, language and the overlay container for everything inside it,
 * including overlays opened imperatively after the user interacts inside it.
 */
export function ConfigProvider({
  theme,
  compact,
  locale,
  getContainer,
  children,
}: ConfigProviderProps) {
  const parent = useConfigScope();
  const rootRef = useRef<HTMLDivElement>(null);
  const resolvedTheme = theme ?? parent.theme;
  const resolvedCompact = compact ?? parent.compact;
  const resolvedLocale = locale ?? parent.locale;
  const resolvedGetContainer = getContainer ?? parent.getContainer;

  const value = useMemo<ConfigScope>(() => {
    const themeClass =
      resolvedTheme === 'dark'
        ? darkThemeClass
        : parent.theme === 'dark'
          ? lightThemeClass
          : undefined;
    return {
      theme: resolvedTheme,
      compact: resolvedCompact,
      locale: resolvedLocale,
      getContainer: resolvedGetContainer,
      className: cx(themeClass, resolvedCompact && compactThemeClass) || undefined,
    };
  }, [resolvedTheme, resolvedCompact, resolvedLocale, resolvedGetContainer, parent.theme]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const activate = () => setActiveConfig(value);
    if (getActiveConfig() !== value) activate();
    root.addEventListener('pointerdown', activate, true);
    root.addEventListener('focusin', activate, true);
    return () => {
      root.removeEventListener('pointerdown', activate, true);
      root.removeEventListener('focusin', activate, true);
      if (getActiveConfig() === value) setActiveConfig(null);
    };
  }, [value]);

  return (
    <ConfigContext.Provider value={value}>
      <div ref={rootRef} className={cx(styles.root, value.className)} data-theme={resolvedTheme}>
        {children}
      </div>
    </ConfigContext.Provider>
  );
}
