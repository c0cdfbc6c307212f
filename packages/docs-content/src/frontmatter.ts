import type { PageMeta } from '@tessera/docs-theme/types';
import { isMap, isPair, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { ContentError } from './errors';

/** Frontmatter fields and the checks they must pass. Keys dumi also knows keep dumi's meaning. */
type Check = (value: unknown) => string | null;

/** The problem with a value, naming what it should be and what it is. */
const must = (ok: boolean, expected: string, value: unknown) =>
  ok ? null : `must be ${expected}, not ${describeValue(value)}`;

const isString: Check = (v) => must(typeof v === 'string', 'a string', v);
const isNumber: Check = (v) => must(typeof v === 'number' && Number.isFinite(v), 'a number', v);
const isBoolean: Check = (v) => must(typeof v === 'boolean', 'true or false', v);
const isMapping = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);
const isTitleOrder: Check = (v) => {
  if (typeof v === 'string') return null;
  if (!isMapping(v)) return must(false, 'a string or { title, order }', v);
  const { title, order } = v;
  if (typeof title !== 'string') return `needs a string \`title\`, not ${describeValue(title)}`;
  if (order !== undefined && typeof order !== 'number')
    return `needs a number \`order\`, not ${describeValue(order)}`;
  return null;
};
const isToc: Check = (v) =>
  must(v === 'content' || v === 'menu' || v === false, "'content', 'menu' or false", v);
const isObject: Check = (v) => must(isMapping(v), 'a mapping', v);
const isList: Check = (v) => must(Array.isArray(v), 'a list', v);
const isStringList: Check = (v) =>
  must(Array.isArray(v) && v.every((item) => typeof item === 'string'), 'a list of strings', v);
/** The problem with the first of a mapping's keys that is present and not a string. */
const stringKeys =
  (...keys: string[]): Check =>
  (v) => {
    if (!isMapping(v)) return must(false, 'a mapping', v);
    const wrong = keys.find((key) => v[key] !== undefined && typeof v[key] !== 'string');
    return wrong ? `needs a string \`${wrong}\`, not ${describeValue(v[wrong])}` : null;
  };
/** The home page's hero: its command to install (copyable) and its demo are strings. */
const isHero = stringKeys('title', 'description', 'install', 'demo');
/** The home page's gallery of a section's pages, in sidebar order. */
const isGallery: Check = (v) =>
  stringKeys('title', 'section')(v) ??
  (isMapping(v) && (typeof v.title !== 'string' || typeof v.section !== 'string')
    ? 'needs a string `title` and a string `section`, such as { title: Components, section: components }'
    : null);

const schema: Record<string, Check> = {
  title: isString,
  subtitle: isString,
  description: isString,
  group: isTitleOrder,
  order: isNumber,
  toc: isToc,
  timeline: isBoolean,
  /** The title of the page's own tab, when it has tabs. */
  tabTitle: isString,
  tag: isString,
  nav: isTitleOrder,
  hero: isHero,
  features: isList,
  gallery: isGallery,
  keywords: isStringList,
  /** A module (path relative to the page) whose default export is the page's route loader. */
  loader: isString,
  // dumi 2 keys: accepted and checked so a dumi docs folder builds without warnings.
  atomId: isString,
  demo: isObject,
  debug: isBoolean,
  sidebar: isBoolean,
  apiHeader: (v) => (v === false ? null : isObject(v)),
};

/** Keys that would reach Object.prototype if copied carelessly. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

interface FrontmatterResult {
  data: Record<string, unknown>;
  warnings: string[];
}

/**
 * Parses and checks a page's frontmatter. `firstLine` is the line of the opening `---`,
 * so every message points at the right line of the page file.
 */
export function parseFrontmatter(
  yamlText: string,
  file: string,
  firstLine: number,
): FrontmatterResult {
  const doc = parseDocument(yamlText, { uniqueKeys: true, merge: false, prettyErrors: true });
  const lineOf = (offset: number | undefined) =>
    offset === undefined
      ? firstLine
      : firstLine + 1 + yamlText.slice(0, offset).split('\n').length - 1;
  const firstError = doc.errors[0];
  if (firstError) {
    const pos = firstError.linePos?.[0];
    const reason = reasonOf(firstError.message);
    throw new ContentError(
      file,
      pos ? firstLine + pos.line : firstLine,
      pos?.col,
      `invalid frontmatter: ${reason}`,
    );
  }
  if (doc.contents === null) return { data: {}, warnings: [] };
  if (!isMap(doc.contents))
    throw new ContentError(
      file,
      firstLine + 1,
      1,
      'frontmatter must be a mapping of keys to values',
    );

  rejectForbiddenKeys(doc.contents, file, lineOf);
  let data: Record<string, unknown>;
  try {
    data = doc.toJS({ maxAliasCount: 50 }) as Record<string, unknown>;
  } catch (error) {
    // Aliases that expand to millions of nodes (a "billion laughs" document).
    throw new ContentError(
      file,
      firstLine + 1,
      undefined,
      `invalid frontmatter: ${(error as Error).message}`,
    );
  }
  const warnings = doc.warnings.map(
    (warning) =>
      `${file}:${warning.linePos ? firstLine + warning.linePos[0].line : firstLine}: frontmatter: ${reasonOf(warning.message)}, read as plain text`,
  );
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf((pair.key as YamlNode | null)?.range?.[0]);
    const check = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!check) {
      const near = closestKey(key);
      warnings.push(
        `${file}:${line}: unknown frontmatter key \`${key}\` is ignored${near ? ` (did you mean \`${near}\`?)` : ''}`,
      );
      continue;
    }
    // `toc:` and `toc: null` mean "not set", as in dumi: the default applies.
    if (data[key] === null) {
      delete data[key];
      continue;
    }
    const problem = check(data[key]);
    if (problem) throw new ContentError(file, line, undefined, `frontmatter \`${key}\` ${problem}`);
  }
  return { data, warnings };
}

/** The first line of a YAML message, without the position the message's prefix already gives. */
const reasonOf = (message: string) =>
  (message.split('\n')[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, '');

/** What a value is, for messages: `the string "x"`, `a list`, `nothing`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? 'a list'
      : 'a list holding non-strings';
  if (value instanceof Uint8Array) return 'binary data';
  return 'a mapping';
}

/** The known key a typo most likely meant (at most two edits away), for the warning's hint. */
function closestKey(key: string): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of Object.keys(schema)) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

function rejectForbiddenKeys(
  node: unknown,
  file: string,
  lineOf: (offset: number | undefined) => number,
) {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (forbiddenKeys.has(key) || key === '<<') {
        const line = lineOf((pair.key as YamlNode | null)?.range?.[0]);
        throw new ContentError(file, line, undefined, `frontmatter key \`${key}\` is not allowed`);
      }
      rejectForbiddenKeys(pair.value, file, lineOf);
    }
  } else if (
    node &&
    typeof node === 'object' &&
    'items' in node &&
    Array.isArray((node as { items: unknown[] }).items)
  ) {
    for (const item of (node as { items: unknown[] }).items)
      rejectForbiddenKeys(item, file, lineOf);
  }
}

const titleOrder = (v: unknown) =>
  typeof v === 'string' ? { title: v } : (v as { title: string; order?: number } | undefined);

/** The checked frontmatter as PageMeta fields (dumi's string shorthands expanded). */
export function toPageMeta(data: Record<string, unknown>): Partial<PageMeta> {
  const meta: Partial<PageMeta> = {};
  if (data.title !== undefined) meta.title = data.title as string;
  if (data.subtitle !== undefined) meta.subtitle = data.subtitle as string;
  if (data.description !== undefined) meta.description = data.description as string;
  if (data.keywords !== undefined) meta.keywords = data.keywords as string[];
  if (data.group !== undefined) meta.group = titleOrder(data.group);
  if (data.order !== undefined) meta.order = data.order as number;
  if (data.toc !== undefined) meta.toc = data.toc as PageMeta['toc'];
  if (data.timeline !== undefined) meta.timeline = data.timeline as boolean;
  if (data.tag !== undefined) meta.tag = data.tag as string;
  if (data.tabTitle !== undefined) meta.tabTitle = data.tabTitle as string;
  if (data.nav !== undefined) meta.nav = titleOrder(data.nav);
  if (data.hero !== undefined) meta.hero = data.hero as PageMeta['hero'];
  if (data.features !== undefined) meta.features = data.features as PageMeta['features'];
  if (data.gallery !== undefined) meta.gallery = data.gallery as PageMeta['gallery'];
  return meta;
}
