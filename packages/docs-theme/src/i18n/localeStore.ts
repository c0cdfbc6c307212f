import { readStored, writeStored } from '../app/safeStorage';
import { DEFAULT_LOCALE, LOCALE_IDS, type LocaleId } from './labels';

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
let current: LocaleId | null = null;

export function getLocale(): LocaleId {
  current ??= parseLocale(readStored(LOCALE_STORAGE_KEY));
  return current;
}

export function setLocale(locale: LocaleId): void {
  current = locale;
  writeStored(LOCALE_STORAGE_KEY, locale);
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
