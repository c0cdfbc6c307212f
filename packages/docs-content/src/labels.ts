import { LOCALE_IDS, labelKey } from '@tessera/docs-theme/internal';
import type { Label, LabelTable, LocaleLabels, NavItem } from '@tessera/docs-theme/types';
import type { ConfigNavItem } from './configSchema';

/** Adds a label given per language to the table under its text as written. */
function addLabel(table: Record<string, Partial<LocaleLabels>>, label: Label, where: string) {
  if (typeof label === 'string') return label;
  const key = labelKey(label);
  const known = table[key];
  const differs = (locale: keyof LocaleLabels) =>
    known?.[locale] !== undefined && label[locale] !== undefined && known[locale] !== label[locale];
  if (LOCALE_IDS.some(differs))
    throw new Error(
      `docs.config: \`${where}\` translates "${key}" unlike \`labels\`, which also does; keep one of them.`,
    );
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
