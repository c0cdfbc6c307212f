import { SLOT_NAMES } from '@tessera/docs-theme/slots';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsConfig } from './config';

const OPTIONS = [
  'title',
  'description',
  'logo',
  'docsDir',
  'routePrefix',
  'editLink',
  'siteUrl',
  'base',
  'nav',
  'twoLevelNav',
  'inlineDemos',
  'apiParser',
  'slots',
  'vite',
] as const satisfies readonly (keyof DocsConfig)[];

const fail = (message: string): never => {
  throw new Error(`docs.config: ${message}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a wrong value is, short enough for one line of an error. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

function checkNav(items: unknown, where: string) {
  if (!Array.isArray(items))
    fail(`\`${where}\` must be a list of { title, link, children? }; got ${describe(items)}.`);
  (items as unknown[]).forEach((item, i) => {
    const at = `${where}[${i}]`;
    if (!isRecord(item))
      return fail(`\`${at}\` must be an object { title, link, children? }; got ${describe(item)}.`);
    for (const key of ['title', 'link'] as const) {
      if (typeof item[key] !== 'string' || !item[key].trim())
        fail(`\`${at}.${key}\` must be a non-empty string; got ${describe(item[key])}.`);
    }
    if (item.children !== undefined) checkNav(item.children, `${at}.children`);
  });
}

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
  if (typeof options.title !== 'string' || !options.title.trim())
    fail('`title` is required and must be a non-empty string.');
  for (const key of ['description', 'logo', 'docsDir', 'editLink'] as const) {
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
  if (options.vite !== undefined && !isRecord(options.vite))
    fail(`\`vite\` must be a Vite config object; got ${describe(options.vite)}.`);
}
