// Free of React and of the message tables: the docs build (Node) checks and flattens a site's
// labels with these rules too, through the `@tessera/docs-theme/internal` entry.

/** The interface languages, the default first. */
export const LOCALE_IDS = ['en-US', 'zh-CN'] as const;
export type LocaleId = (typeof LOCALE_IDS)[number];
export const DEFAULT_LOCALE: LocaleId = 'en-US';

/** A text per interface language; the default language's is required. */
export type LocaleLabels = { 'en-US': string } & Partial<Record<LocaleId, string>>;

/** A text of the site's config: as written (the content's language), or one per language. */
export type Label = string | LocaleLabels;

/** Translations of texts as written (a group or section title) into interface languages. */
export type LabelTable = Readonly<Record<string, Partial<Record<LocaleId, string>>>>;

/** A text as shown: in the interface language when translated, else in the content's. */
interface ShownText {
  text: string;
  translated: boolean;
}

/** The text as written of a label: the string itself, or a map's default-language text. */
export const labelKey = (label: Label): string =>
  typeof label === 'string' ? label : label[DEFAULT_LOCALE];

/**
 * A text in an interface language: its translation in `table` when there is one, else the
 * text as written. Looked up as an own property, so a title such as 'constructor' is text.
 */
export function localize(text: string, locale: LocaleId, table?: LabelTable): ShownText {
  const labels = table && Object.hasOwn(table, text) ? table[text] : undefined;
  const translated = labels && Object.hasOwn(labels, locale) ? labels[locale] : undefined;
  return translated ? { text: translated, translated: true } : { text, translated: false };
}

/** 'zh-CN' → 'zh': languages are the same for `lang` when their primary subtags are. */
const primary = (lang: string) => lang.split('-')[0]!.toLowerCase();

/**
 * The `lang` attributes of the interface's elements. `chrome` goes on an element whose labels
 * come from the interface language, `content` on a text inside it that is the content's
 * (a page title, an untranslated label). Both are absent when the languages are the same, so
 * an English interface over English pages adds no attribute.
 */
export function interfaceLangs(
  locale: LocaleId,
  contentLang: string,
): { chrome?: string; content?: string } {
  return primary(locale) === primary(contentLang) ? {} : { chrome: locale, content: contentLang };
}
