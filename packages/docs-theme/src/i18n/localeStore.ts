import { readStored, writeStored } from '../app/safeStorage';
import { messages, type LocaleId } from './messages';

/** localStorage key of the visitor's interface language. */
export const LOCALE_STORAGE_KEY = 'tessera-docs:locale';
export const DEFAULT_LOCALE: LocaleId = 'en-US';

/** A stored value as a language: anything unknown means the default. */
export function parseLocale(stored: unknown): LocaleId {
  return typeof stored === 'string' && Object.hasOwn(messages, stored)
    ? (stored as LocaleId)
    : DEFAULT_LOCALE;
}

/** The `lang` of the document: pages are written in English, the default page language `en`. */
export const documentLang = (locale: LocaleId) => (locale === DEFAULT_LOCALE ? 'en' : locale);

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
