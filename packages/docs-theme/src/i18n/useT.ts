import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { AppDataContext } from '../app/AppDataContext';
import { interfaceLangs, localize } from './labels';
import { DEFAULT_LOCALE, getLocale, setLocale, subscribeLocale } from './localeStore';
import { translate, type LocaleId, type MessageKey } from './messages';

/**
 * The interface language. The server renders the default language and hydration sees it
 * too; right after hydration React re-renders in the stored language. Pages never mismatch,
 * at the cost of one frame of default labels for visitors who chose another language.
 */
export function useLocale(): [LocaleId, (locale: LocaleId) => void] {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, () => DEFAULT_LOCALE);
  return [locale, setLocale];
}

/** The label function for the current interface language. */
export function useT() {
  const [locale] = useLocale();
  return useCallback(
    (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params),
    [locale],
  );
}

/** The language the site's pages are written in (`<html lang>`): the config's `lang`. */
const DEFAULT_CONTENT_LANG = 'en';

/**
 * The `lang` attributes of the interface (see `interfaceLangs`), and `label`, which shows a
 * text of the site (a section or group title, the site's name) in the interface language
 * when the config translates it, with the `lang` it needs inside an element marked `chrome`.
 */
export function useLangs() {
  const [locale] = useLocale();
  // Optional, so a slot rendered on its own (a test, a preview) still renders.
  const site = useContext(AppDataContext)?.site;
  const contentLang = site?.lang ?? DEFAULT_CONTENT_LANG;
  const table = site?.labels;
  return useMemo(() => {
    const langs = interfaceLangs(locale, contentLang);
    const label = (text: string) => {
      const shown = localize(text, locale, table);
      return { text: shown.text, lang: shown.translated ? undefined : langs.content };
    };
    return { ...langs, label };
  }, [locale, contentLang, table]);
}
