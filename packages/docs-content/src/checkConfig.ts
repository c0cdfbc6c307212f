import { SLOT_NAMES } from '@tessera/docs-theme/internal';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsConfig } from './config';
import { describe, fail, isRecord } from './configValues';
import { checkLabel, checkLabelTable } from './labels';

const OPTIONS = [
  'title',
  'lang',
  'subtitleLang',
  'description',
  'logo',
  'docsDir',
  'routePrefix',
  'editLink',
  'siteUrl',
  'base',
  'nav',
  'labels',
  'library',
  'copyright',
  'twoLevelNav',
  'inlineDemos',
  'apiParser',
  'demo',
  'slots',
  'vite',
] as const satisfies readonly (keyof DocsConfig)[];

function checkNav(items: unknown, where: string) {
  if (!Array.isArray(items))
    fail(`\`${where}\` must be a list of { title, link, children? }; got ${describe(items)}.`);
  (items as unknown[]).forEach((item, i) => {
    const at = `${where}[${i}]`;
    if (!isRecord(item))
      return fail(`\`${at}\` must be an object { title, link, children? }; got ${describe(item)}.`);
    checkLabel(item.title, `${at}.title`);
    if (typeof item.link !== 'string' || !item.link.trim())
      fail(`\`${at}.link\` must be a non-empty string; got ${describe(item.link)}.`);
    if (item.children !== undefined) checkNav(item.children, `${at}.children`);
  });
}

/** The demo frame: a width in CSS pixels and switches named as identifiers, each with a label. */
function checkDemo(demo: unknown) {
  if (!isRecord(demo))
    return fail(`\`demo\` must be an object { width?, switches? }; got ${describe(demo)}.`);
  const unknown = Object.keys(demo).filter((key) => key !== 'width' && key !== 'switches');
  if (unknown.length > 0)
    fail(`\`demo\` has no option \`${unknown[0]}\`. Its options are width, switches.`);
  const { width, switches } = demo;
  if (
    width !== undefined &&
    !(Number.isInteger(width) && Number(width) >= 200 && Number(width) <= 1200)
  )
    fail(
      `\`demo.width\` must be a whole number of pixels from 200 to 1200; got ${describe(width)}.`,
    );
  if (switches === undefined) return;
  if (!isRecord(switches))
    return fail(
      `\`demo.switches\` must be an object of labels by switch name; got ${describe(switches)}.`,
    );
  for (const [name, label] of Object.entries(switches)) {
    if (!/^[A-Za-z][\w-]*$/.test(name))
      fail(
        `\`demo.switches\` names a switch ${JSON.stringify(name)}; a name starts with a letter and holds letters, digits, '-' and '_'.`,
      );
    checkLabel(label, `demo.switches.${name}`);
  }
}

/** A BCP 47 tag of the common shape: a language and optional subtags ('en', 'zh-Hans-CN'). */
const isLanguageTag = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value);

/** Module files a slot may name without its extension, as the bundler resolves them. */
const SCRIPT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

function checkSlots(slots: Record<string, string> | undefined, root: string) {
  for (const [name, file] of Object.entries(slots ?? {})) {
    if (!(SLOT_NAMES as readonly string[]).includes(name))
      fail(`\`slots\` has no slot \`${name}\`. The slots are ${SLOT_NAMES.join(', ')}.`);
    const resolved = path.resolve(root, file);
    if (!SCRIPT_EXTENSIONS.some((extension) => existsSync(resolved + extension)))
      fail(`\`slots.${name}\` names ${JSON.stringify(file)}, which is not a file of the site.`);
  }
}

/**
 * Checks the shape of every option a site config may hold, so a mistake is named where it is
 * written rather than surfacing later as a broken page: an unknown option (a typo such as
 * `siteURL`), a value of the wrong kind, or a slot the theme does not have or whose file is
 * missing (relative to the site's `root`).
 */
export function checkConfig(config: unknown, root: string): asserts config is DocsConfig {
  if (!isRecord(config)) fail(`the config must be an object; got ${describe(config)}.`);
  const options = config as Record<string, unknown>;
  const unknown = Object.keys(options).filter(
    (key) => !(OPTIONS as readonly string[]).includes(key),
  );
  if (unknown.length > 0)
    fail(
      `unknown option ${unknown.map((key) => `\`${key}\``).join(', ')}. The options are ${OPTIONS.join(', ')}.`,
    );
  if (options.title === undefined || (typeof options.title === 'string' && !options.title.trim()))
    fail('`title` is required and must be a non-empty string.');
  checkLabel(options.title, 'title');
  if (options.lang !== undefined && !isLanguageTag(options.lang))
    fail(`\`lang\` must be a language tag such as 'en' or 'zh-CN'; got ${describe(options.lang)}.`);
  if (options.subtitleLang !== undefined && !isLanguageTag(options.subtitleLang))
    fail(
      `\`subtitleLang\` must be a language tag such as 'zh-CN'; got ${describe(options.subtitleLang)}.`,
    );
  if (options.labels !== undefined) checkLabelTable(options.labels);
  if (options.copyright !== undefined) checkLabel(options.copyright, 'copyright');
  for (const key of ['description', 'logo', 'docsDir', 'editLink', 'library'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'string')
      fail(`\`${key}\` must be a string; got ${describe(options[key])}.`);
  }
  for (const key of ['routePrefix', 'slots'] as const) {
    const value = options[key];
    if (value === undefined) continue;
    if (!isRecord(value)) fail(`\`${key}\` must be an object of strings; got ${describe(value)}.`);
    for (const [name, text] of Object.entries(value as Record<string, unknown>)) {
      if (typeof text !== 'string')
        fail(`\`${key}.${name}\` must be a string; got ${describe(text)}.`);
    }
  }
  checkSlots(options.slots as Record<string, string> | undefined, root);
  if (options.nav !== undefined) checkNav(options.nav, 'nav');
  for (const key of ['twoLevelNav', 'inlineDemos'] as const)
    if (options[key] !== undefined && typeof options[key] !== 'boolean')
      fail(`\`${key}\` must be true or false; got ${describe(options[key])}.`);
  const api = options.apiParser;
  if (
    api !== undefined &&
    api !== false &&
    !(isRecord(api) && typeof api.entry === 'string' && api.entry.trim())
  )
    fail(`\`apiParser\` must be false or { entry: 'your-package' }; got ${describe(api)}.`);
  if (options.demo !== undefined) checkDemo(options.demo);
  if (options.vite !== undefined && !isRecord(options.vite))
    fail(`\`vite\` must be a Vite config object; got ${describe(options.vite)}.`);
}
