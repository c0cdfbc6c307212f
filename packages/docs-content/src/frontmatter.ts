import type { PageMeta } from '@tessera/docs-theme/types';
import { isMap, isPair, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { ContentError } from './errors';

/** Frontmatter fields and the checks they must pass. Keys dumi also knows keep dumi's meaning. */
type Check = (value: unknown) => string | null;

const isString: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const isNumber: Check = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? null : 'must be a number';
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isTitleOrder: Check = (v) => {
  if (typeof v === 'string') return null;
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return 'must be a string or { title, order }';
  const { title, order } = v as Record<string, unknown>;
  if (typeof title !== 'string') return 'needs a string `title`';
  if (order !== undefined && typeof order !== 'number') return '`order` must be a number';
  return null;
};
const isToc: Check = (v) =>
  v === 'content' || v === 'menu' || v === false ? null : "must be 'content', 'menu' or false";
const isObject: Check = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) ? null : 'must be a mapping';
const isList: Check = (v) => (Array.isArray(v) ? null : 'must be a list');
const isStringList: Check = (v) =>
  Array.isArray(v) && v.every((item) => typeof item === 'string')
    ? null
    : 'must be a list of strings';

const schema: Record<string, Check> = {
  title: isString,
  subtitle: isString,
  description: isString,
  group: isTitleOrder,
  order: isNumber,
  toc: isToc,
  timeline: isBoolean,
  tag: isString,
  nav: isTitleOrder,
  hero: isObject,
  features: isList,
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

export interface FrontmatterResult {
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
    const reason = firstError.message.split('\n')[0] ?? 'invalid YAML';
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
  const data = doc.toJS({ maxAliasCount: 50 }) as Record<string, unknown>;
  const warnings: string[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf((pair.key as YamlNode | null)?.range?.[0]);
    const check = schema[key];
    if (!check) {
      warnings.push(`${file}:${line}: unknown frontmatter key \`${key}\` is ignored`);
      continue;
    }
    const problem = check(data[key]);
    if (problem) throw new ContentError(file, line, undefined, `frontmatter \`${key}\` ${problem}`);
  }
  return { data, warnings };
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
  if (data.group !== undefined) meta.group = titleOrder(data.group);
  if (data.order !== undefined) meta.order = data.order as number;
  if (data.toc !== undefined) meta.toc = data.toc as PageMeta['toc'];
  if (data.timeline !== undefined) meta.timeline = data.timeline as boolean;
  if (data.tag !== undefined) meta.tag = data.tag as string;
  if (data.nav !== undefined) meta.nav = titleOrder(data.nav);
  if (data.hero !== undefined) meta.hero = data.hero as PageMeta['hero'];
  if (data.features !== undefined) meta.features = data.features as PageMeta['features'];
  return meta;
}
