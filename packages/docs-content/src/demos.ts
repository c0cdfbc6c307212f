import type { DemoMeta } from '@tessera/docs-theme/types';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ContentError } from './errors';
import { kebab } from './routePath';

export interface DemoRef extends DemoMeta {
  /** Absolute path of the demo file. */
  file: string;
  /** The page that shows it and the line of its tag, for messages. */
  page: string;
  line?: number;
  keywords: string[];
  /** The source as people should copy it: without the leading doc comment. */
  code: string;
}

const leadingDocComment = /^\s*\/\*\*([\s\S]*?)\*\/\s*\n?/;

/** Reads title, description, keywords and the iframe flag from a demo's leading doc comment. */
export function readDemoDocComment(
  source: string,
  file: string,
): { meta: Record<string, unknown>; code: string } {
  const match = leadingDocComment.exec(source);
  if (!match) return { meta: {}, code: source };
  const yamlText = (match[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  let meta: unknown;
  try {
    meta = parseYaml(yamlText) ?? {};
  } catch (error) {
    throw new ContentError(
      file,
      1,
      undefined,
      `invalid demo doc comment: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (typeof meta !== 'object' || Array.isArray(meta)) meta = {};
  return { meta: meta as Record<string, unknown>, code: source.slice(match[0].length) };
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

/** The `~demos/{id}` id of a demo file shown by a page: `{page}-demo-{file}`, kebab-cased. */
export function demoIdOf(pageName: string, file: string): string {
  const name = path.basename(file).replace(/\.[jt]sx?$/, '');
  return `${kebab(pageName)}-demo-${kebab(name)}`;
}

/**
 * Resolves one `<code src>` tag of a page into a demo: its id (`{page}-demo-{file}`), its
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
  const { meta, code } = readDemoDocComment(readFileSync(file, 'utf8'), file);
  const iframe = attributes.iframe ?? meta.iframe;
  return {
    id: demoIdOf(pageName, file),
    file,
    page: pageLabel,
    line,
    title: asString(attributes.title) ?? asString(meta.title),
    description: asString(attributes.description) ?? asString(meta.description),
    keywords: asKeywords(meta.keywords),
    ...(iframe === true || typeof iframe === 'number' ? { iframe } : {}),
    code,
  };
}
