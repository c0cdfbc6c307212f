import { frontmatterSchema, pageFrontmatter } from '@tessera/docs-theme/internal';
import type { PageMeta } from '@tessera/docs-theme/types';
import { isMap, isPair, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import type * as z from 'zod';
import { ContentError } from './errors';
import { parseFrontmatterValue } from './schemaIssues';

/** Keys that would reach Object.prototype if copied carelessly. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The frontmatter as checked: dumi's string shorthands expanded, nothing it does not know. */
export type Frontmatter = z.output<typeof frontmatterSchema>;

interface FrontmatterResult {
  data: Frontmatter;
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
  const lines = new Map<string, number>();
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf((pair.key as YamlNode | null)?.range?.[0]);
    lines.set(key, line);
    if (!Object.hasOwn(frontmatterSchema.shape, key)) {
      const near = closestKey(key);
      warnings.push(
        `${file}:${line}: unknown frontmatter key \`${key}\` is ignored${near ? ` (did you mean \`${near}\`?)` : ''}`,
      );
      delete data[key];
    } else if (data[key] === null) {
      // `toc:` and `toc: null` mean "not set", as in dumi: the default applies.
      delete data[key];
    }
  }
  const checked = parseFrontmatterValue(frontmatterSchema, data);
  if (checked.problem)
    throw new ContentError(file, lines.get(checked.problem.key), undefined, checked.problem.text);
  return { data: checked.data, warnings };
}

/** The first line of a YAML message, without the position the message's prefix already gives. */
const reasonOf = (message: string) =>
  (message.split('\n')[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, '');

/** The known key a typo most likely meant (at most two edits away), for the warning's hint. */
function closestKey(key: string): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of Object.keys(frontmatterSchema.shape)) {
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

/** The checked frontmatter's `PageMeta` fields. */
export function toPageMeta(data: Frontmatter): Partial<PageMeta> {
  const meta: Record<string, unknown> = {};
  for (const key of Object.keys(pageFrontmatter.shape) as (keyof Frontmatter)[])
    if (data[key] !== undefined) meta[key] = data[key];
  return meta as Partial<PageMeta>;
}
