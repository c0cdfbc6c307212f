import type { ApiTable } from '@tessera/docs-theme/types';
import { navPlaceOf } from '@tessera/docs-theme/internal';
import path from 'node:path';
import { markdownText } from './api/inlineText';
import type { ApiTables } from './api/tables';
import { addressPrefix } from './config';
import type { ParsedPage } from './parse';
import type { SiteContent } from './site';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** An API table as a markdown table. */
function apiTableMarkdown(table: ApiTable): string {
  const rows = table.props.map((prop) => {
    const notes = [
      prop.deprecated !== undefined
        ? `Deprecated${prop.deprecated.length ? `: ${markdownText(prop.deprecated).replace(/\.$/, '')}` : ''}.`
        : '',
      markdownText(prop.description),
      prop.since ? `Since ${prop.since}.` : '',
    ].filter(Boolean);
    return `| ${cell(prop.name)}${prop.required ? ' (required)' : ''} | ${cell(notes.join(' '))} | \`${cell(prop.type)}\` | ${prop.default !== undefined ? `\`${cell(prop.default)}\`` : '-'} |`;
  });
  return ['| Name | Description | Type | Default |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** The longest run of backticks in a text, so a fence around it is always longer. */
const fenceFor = (code: string) =>
  '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/**
 * A page as plain markdown for people and tools without the app: its source without
 * frontmatter, under its title, with every demo's source and every API table written out.
 */
export function pageMarkdown(page: ParsedPage, api: ApiTables): string {
  const { text, offset, tags } = page.source;
  let out = '';
  let at = 0;
  for (const tag of tags) {
    out += text.slice(at, tag.start - offset);
    at = tag.end - offset;
    if (tag.kind === 'embed') out += tag.text;
    else if (tag.kind === 'api') {
      const { table } = api.lookup(tag.id);
      out += table
        ? apiTableMarkdown(table)
        : tag.id
          ? `(No API table for ${tag.id}.)`
          : '(No API table: the tag names no component.)';
    } else {
      const demo = page.demos.find((d) => d.file === tag.file);
      if (!demo) continue;
      const lang = path.extname(demo.file).slice(1);
      const fence = fenceFor(demo.code);
      const heading = [demo.title ? `**${demo.title}**` : '', demo.description ?? '']
        .filter(Boolean)
        .join(': ');
      out += `${heading ? `${heading}\n\n` : ''}${fence}${lang}\n${demo.code.replace(/\n$/, '')}\n${fence}`;
    }
  }
  out += text.slice(at);
  const body = out.trim();
  const hasTitle = /^#\s/m.test(body.split('\n').find((line) => line.trim()) ?? '');
  const lead = [
    hasTitle ? '' : `# ${page.meta.title}`,
    page.meta.description ? `> ${page.meta.description}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return `${lead ? `${lead}\n\n` : ''}${body}\n`;
}

/** Where a page's markdown copy is served: `/guide/style.md`, and `/index.md` for the home page. */
export const markdownPath = (page: ParsedPage) => `${page.routePath || 'index'}.md`;

/**
 * `llms.txt` (llmstxt.org): the site's title and description, then every page linked to its
 * markdown copy with its description, grouped under the top navigation item of the page (or its
 * first path segment, when no item leads there).
 */
export function llmsTxt(site: SiteContent): string {
  const address = addressPrefix(site.config);
  const nav = site.nav();
  const sections = new Map<string, string[]>();
  for (const page of site.sortedPages()) {
    const segment = page.routePath.split('/')[0] ?? '';
    const title =
      navPlaceOf(nav, page.routePath)?.item.title ??
      (segment ? segment[0]!.toUpperCase() + segment.slice(1) : 'Home');
    const lines = sections.get(title) ?? [];
    lines.push(
      `- [${page.meta.title}](${address}${markdownPath(page)})${page.meta.description ? `: ${page.meta.description}` : ''}`,
    );
    sections.set(title, lines);
  }
  const { title, description } = site.config;
  return [
    `# ${title}`,
    ...(description ? [`> ${description}`] : []),
    ...[...sections].map(([name, lines]) => `## ${name}\n\n${lines.join('\n')}`),
    '',
  ].join('\n\n');
}
