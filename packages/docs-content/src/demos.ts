import type { DemoMeta } from '@tessera/docs-theme/types';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { ContentError } from './errors';
import { kebab } from './routePath';

export interface DemoRef extends DemoMeta {
  /** Absolute path of the demo file; an inline demo's adds a query (see `inlineDemos.ts`). */
  file: string;
  /** The file name its source view shows, when it is not the file's own. */
  name?: string;
  /** An inline demo: the page's line where its code starts. */
  codeLine?: number;
  /** The page that shows it and the line of its tag, for messages. */
  page: string;
  line?: number;
  keywords: string[];
  /** The source as people should copy it: without the leading doc comment. */
  code: string;
}

const leadingDocComment = /^\s*\/\*\*([\s\S]*?)\*\/\s*\n?/;

/**
 * Whether a demo's code exports a component as default, which the page renders: `export
 * default …`, `export { Demo as default }` or `export { default } from …`.
 */
export const exportsDefault = (code: string): boolean =>
  /\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b[^}]*\}/.test(code);

/** Reads title, description, keywords and the iframe flag from a demo's leading doc comment. */
export function readDemoDocComment(
  source: string,
  file: string,
): { meta: Record<string, unknown>; code: string } {
  const match = leadingDocComment.exec(source);
  if (!match) return { meta: {}, code: source };
  const rawLines = (match[1] ?? '').split('\n');
  const yamlText = rawLines.map((line) => line.replace(/^\s*\* ?/, '')).join('\n');
  // The YAML starts right after `/**`, so its line 1 is the line of the comment's opening.
  const opening = source.slice(0, match.index + match[0].indexOf('/**')).split('\n').length;
  const doc = parseDocument(yamlText);
  const error = doc.errors[0];
  if (error) {
    const { line = 1, col } = error.linePos?.[0] ?? {};
    const raw = rawLines[line - 1] ?? '';
    const stripped = raw.length - raw.replace(/^\s*\* ?/, '').length;
    throw new ContentError(
      file,
      opening + line - 1,
      // Columns of the comment's first line would count from `/**`; only later lines get one.
      line > 1 && col ? col + stripped : undefined,
      `invalid demo doc comment: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}. ${fixHint(error.code, yamlText.split('\n')[line - 1] ?? '')}`,
    );
  }
  let meta: unknown;
  try {
    meta = doc.toJS() ?? {};
  } catch (error) {
    // Aliases that expand to millions of nodes (a "billion laughs" comment).
    throw new ContentError(
      file,
      opening,
      undefined,
      `invalid demo doc comment: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (typeof meta !== 'object' || Array.isArray(meta)) meta = {};
  return { meta: meta as Record<string, unknown>, code: source.slice(match[0].length) };
}

/**
 * How to fix the commonest mistake: a plain value holding `: ` (`description: Tap: opens`)
 * reads as a nested mapping, so the hint shows the line with its value quoted.
 */
function fixHint(code: string, line: string): string {
  const pair = /^(\s*[\w-]+):\s+(.*\S)\s*$/.exec(line);
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && pair)
    return `Quote the value: ${pair[1]}: ${JSON.stringify(pair[2])}`;
  return 'Quote values that hold ": ", " #", or start with [, {, &, * or a quote, e.g. title: "A: B"';
}

const asString = (v: unknown) => (typeof v === 'string' ? v : undefined);
const asKeywords = (v: unknown) =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];

/**
 * A name in words, the title of a demo whose doc comment gives none: `load-children` and
 * `LoadChildren` are "Load children". A title readers can scan and search beats an id.
 */
export function nameInWords(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A demo file's name in words; a file named `index` goes by its folder's name. */
function fileInWords(file: string): string {
  const name = path.basename(file).replace(/\.[jt]sx?$/, '');
  return nameInWords(name === 'index' ? path.basename(path.dirname(file)) : name);
}

/** The `~demos/{id}` id of a demo file shown by a page: `{page}-demo-{file}`, kebab-cased. */
export function demoIdOf(pageName: string, file: string): string {
  const name = path.basename(file).replace(/\.[jt]sx?$/, '');
  return `${kebab(pageName)}-demo-${kebab(name)}`;
}

/**
 * Resolves one `<code src>` tag of a page into a demo: its id (`{page}-demo-{file}`, or the tag's
 * `id`), its
 * metadata and its copyable source. A missing file is an error at the tag's line.
 */
export function loadDemo(options: {
  src: string;
  /** Absolute path of the page file. */
  pageFile: string;
  /** The page as messages name it: its path under the site root. */
  pageLabel: string;
  pageName: string;
  line?: number;
  attributes: Record<string, unknown>;
}): DemoRef {
  const { src, pageFile, pageLabel, pageName, line, attributes } = options;
  const file = path.resolve(path.dirname(pageFile), src);
  if (!existsSync(file))
    throw new ContentError(pageLabel, line, undefined, `demo file ${src} not found`);
  // Messages name the demo as they name pages: by its path under the site root.
  const label = path.posix.normalize(
    path.posix.join(path.posix.dirname(pageLabel), src.split(path.sep).join('/')),
  );
  const { meta, code } = readDemoDocComment(readFileSync(file, 'utf8'), label);
  if (!exportsDefault(code))
    throw new ContentError(
      label,
      undefined,
      undefined,
      'a demo exports the component it shows as default (`export default function Demo() { … }`)',
    );
  const iframe = attributes.iframe ?? meta.iframe;
  const id = asString(attributes.id);
  // dumi's `<code id="…" src="…">` names the demo, so one file can be shown more than once.
  if (id !== undefined && !/^[A-Za-z0-9][\w-]*$/.test(id))
    throw new ContentError(
      pageLabel,
      line,
      undefined,
      `demo id "${id}" must be letters, digits, "-" and "_", starting with a letter or digit`,
    );
  return {
    id: id ?? demoIdOf(pageName, file),
    file,
    page: pageLabel,
    line,
    title: asString(attributes.title) ?? asString(meta.title) ?? fileInWords(file),
    description: asString(attributes.description) ?? asString(meta.description),
    keywords: asKeywords(meta.keywords),
    ...(iframe === true || typeof iframe === 'number' ? { iframe } : {}),
    code,
  };
}

/** What the theme is told of a demo: the page module's and the standalone demo index's. */
export function demoMeta(demo: DemoRef): DemoMeta {
  return {
    id: demo.id,
    title: demo.title,
    description: demo.description,
    ...(demo.iframe !== undefined ? { iframe: demo.iframe } : {}),
  };
}
