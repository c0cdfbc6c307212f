import { DEFAULT_LOCALE, LOCALE_IDS, labelKey } from '@tessera/docs-theme/internal';
import type { Label, LabelTable, LocaleLabels, NavItem } from '@tessera/docs-theme/types';
import { describe, fail, isRecord } from './configValues';

/** A site config's navigation, whose titles may be given per interface language. */
export interface ConfigNavItem {
  title: Label;
  link: string;
  children?: ConfigNavItem[];
}

const LANGUAGES = LOCALE_IDS.join(', ');

/**
 * Checks one label: a non-empty string, or an object of non-empty strings by interface
 * language. `needsDefault` asks for the default language's text, which is then the text as
 * written (the key under which the theme looks the label up).
 */
export function checkLabel(value: unknown, where: string, needsDefault = true): void {
  if (typeof value === 'string') {
    if (!value.trim()) fail(`\`${where}\` must be a non-empty string; got ${describe(value)}.`);
    return;
  }
  if (!isRecord(value))
    fail(
      `\`${where}\` must be a string or an object of strings by language (${LANGUAGES}); got ${describe(value)}.`,
    );
  const labels = value as Record<string, unknown>;
  for (const [locale, text] of Object.entries(labels)) {
    if (!(LOCALE_IDS as readonly string[]).includes(locale))
      fail(`\`${where}.${locale}\` is not an interface language; the languages are ${LANGUAGES}.`);
    if (typeof text !== 'string' || !text.trim())
      fail(`\`${where}.${locale}\` must be a non-empty string; got ${describe(text)}.`);
  }
  if (needsDefault && labels[DEFAULT_LOCALE] === undefined)
    fail(`\`${where}\` must give the text in ${DEFAULT_LOCALE}, the default language.`);
}

/** Checks `labels`: texts as written → an object of their translations by language. */
export function checkLabelTable(value: unknown): void {
  if (!isRecord(value))
    fail(
      `\`labels\` must be an object of { [text as written]: { ${LANGUAGES} } }; got ${describe(value)}.`,
    );
  for (const [text, labels] of Object.entries(value as Record<string, unknown>)) {
    if (!text.trim()) fail('`labels` has an empty text as a key.');
    if (typeof labels === 'string')
      fail(
        `\`labels.${text}\` must be an object of texts by language (${LANGUAGES}), not a string.`,
      );
    checkLabel(labels, `labels.${text}`, false);
  }
}

/** Adds a label given per language to the table under its text as written. */
function addLabel(table: Record<string, Partial<LocaleLabels>>, label: Label, where: string) {
  if (typeof label === 'string') return label;
  const key = labelKey(label);
  const known = table[key];
  const differs = (locale: keyof LocaleLabels) =>
    known?.[locale] !== undefined && label[locale] !== undefined && known[locale] !== label[locale];
  if (LOCALE_IDS.some(differs))
    fail(`\`${where}\` translates "${key}" unlike \`labels\`, which also does; keep one of them.`);
  table[key] = { ...known, ...label };
  return key;
}

/**
 * The site's texts as the theme reads them: each label as its text as written, and one table
 * of every translation, `labels` and the ones given in place (`title`, `nav`, `copyright`, the
 * demo switches).
 */
export function resolveLabels(config: {
  title: Label;
  nav?: ConfigNavItem[];
  labels?: LabelTable;
  copyright?: Label;
  demo?: { switches?: Record<string, Label> };
}): {
  title: string;
  nav?: NavItem[];
  copyright?: string;
  demoSwitches?: { name: string; label: string }[];
  labels: LabelTable;
} {
  const table: Record<string, Partial<LocaleLabels>> = {};
  for (const [text, labels] of Object.entries(config.labels ?? {})) table[text] = { ...labels };
  const navOf = (items: ConfigNavItem[], where: string): NavItem[] =>
    items.map((item, i) => ({
      title: addLabel(table, item.title, `${where}[${i}].title`),
      link: item.link,
      ...(item.children ? { children: navOf(item.children, `${where}[${i}].children`) } : {}),
    }));
  const title = addLabel(table, config.title, 'title');
  const nav = config.nav && navOf(config.nav, 'nav');
  const copyright =
    config.copyright === undefined ? undefined : addLabel(table, config.copyright, 'copyright');
  const demoSwitches = Object.entries(config.demo?.switches ?? {}).map(([name, label]) => ({
    name,
    label: addLabel(table, label, `demo.switches.${name}`),
  }));
  return {
    title,
    ...(nav ? { nav } : {}),
    ...(copyright === undefined ? {} : { copyright }),
    ...(demoSwitches.length ? { demoSwitches } : {}),
    labels: table,
  };
}
