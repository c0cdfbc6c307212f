import { readStored, writeStored } from '../app/safeStorage';
import { DEFAULT_LOCALE, LOCALE_IDS, type LocaleId } from './labels';
import { hasMessages, loadMessages } from './messages';

export { DEFAULT_LOCALE };

/** localStorage key of the visitor's interface language. */
const LOCALE_STORAGE_KEY = 'tessera-docs:locale';

/** A stored value as a language: anything unknown means the default. */
export function parseLocale(stored: unknown): LocaleId {
  return typeof stored === 'string' && (LOCALE_IDS as readonly string[]).includes(stored)
    ? (stored as LocaleId)
    : DEFAULT_LOCALE;
}

const listeners = new Set<() => void>();
let chosen: LocaleId | null = null;

const notify = () => listeners.forEach((listener) => listener());

/** The language the reader chose (stored), whether or not its labels have loaded yet. */
export function chosenLocale(): LocaleId {
  chosen ??= parseLocale(readStored(LOCALE_STORAGE_KEY));
  return chosen;
}

/**
 * The language the interface shows: the chosen one once its labels have loaded, the default
 * until then (`preloadLocale` loads them before the app starts).
 */
export function getLocale(): LocaleId {
  const locale = chosenLocale();
  return hasMessages(locale) ? locale : DEFAULT_LOCALE;
}

/** Loads the labels of the stored language; a failure leaves the default language. */
export function preloadLocale(): Promise<void> {
  return loadMessages(chosenLocale()).then(notify, () => {});
}

export function setLocale(locale: LocaleId): void {
  chosen = locale;
  writeStored(LOCALE_STORAGE_KEY, locale);
  if (hasMessages(locale)) notify();
  else void preloadLocale();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
