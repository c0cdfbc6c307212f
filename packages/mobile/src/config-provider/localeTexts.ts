import type { Locale } from '../locale/types';
import { warn } from '../internal/warn';
import { useConfigScope } from './configContext';

/** A part of a locale that one component (or `common`, several) reads. */
type LocaleSection = Exclude<keyof Locale, 'locale'>;

/** Warnings already given: each once. */
const warned = new Set<string>();

/**
 * A component's built-in texts: its section of the locale a provider set, else the English
 * section the component imports itself. A locale written before a section existed still works:
 * that section stays English, and a development warning names it once.
 */
export function localeTexts<K extends LocaleSection>(
  locale: Locale | undefined,
  section: K,
  english: Locale[K],
): Locale[K] {
  if (!locale) return english;
  const texts = locale[section] as Locale[K] | undefined;
  if (texts) return texts;
  const message = `the locale "${String(locale.locale)}" has no "${section}" texts; showing English ones.`;
  if (!warned.has(message)) {
    warned.add(message);
    warn('ConfigProvider', message);
  }
  return english;
}

/**
 * Fills `{current}` and `{total}` of a locale pattern ("2 of 5"): the pagers' texts. Beside
 * the texts every component reads, so a component with one such text needs no module more.
 */
export function pageText(pattern: string, current: number, total: number): string {
  return pattern.replace('{current}', String(current)).replace('{total}', String(total));
}

/** `localeTexts` for the nearest ConfigProvider. */
export function useLocaleTexts<K extends LocaleSection>(section: K, english: Locale[K]): Locale[K] {
  return localeTexts(useConfigScope().locale, section, english);
}

/** The BCP 47 tag of the nearest provider's locale, for `Intl` formatting. */
export function useLocaleTag(): string {
  return useConfigScope().locale?.locale ?? 'en-US';
}
