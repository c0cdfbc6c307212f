import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, documentLang, getLocale, setLocale, subscribeLocale } from './localeStore';
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

/** Keeps `<html lang>` on the interface language; rendered once, by the global layout. */
export function useDocumentLang() {
  const [locale] = useLocale();
  useEffect(() => {
    document.documentElement.lang = documentLang(locale);
  }, [locale]);
}

/** The label function for the current interface language. */
export function useT() {
  const [locale] = useLocale();
  return useCallback(
    (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params),
    [locale],
  );
}
