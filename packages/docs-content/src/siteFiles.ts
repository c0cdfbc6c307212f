import { escapeHtml } from '@tessera/docs-theme/internal';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiTables } from './api/tables';
import { addressPrefix } from './config';
import { contentSecurityPolicy } from './csp';
import { llmsTxt, markdownPath, pageMarkdown } from './markdownCopy';
import type { SiteContent } from './site';

/**
 * Files beside the pages: the sitemap and robots.txt for crawlers, `_headers` with the
 * security and caching headers a static host should send, `llms.txt` and a plain-markdown
 * copy of every page (its tabs appended). The sitemap protocol only allows absolute
 * addresses, so without `siteUrl` there is no sitemap and robots.txt names none. Returns the
 * names written.
 */
export function writeSiteFiles(site: SiteContent, api: ApiTables): string[] {
  const outDir = path.join(site.config.root, 'dist');
  const { base, siteUrl } = site.config;
  const address = addressPrefix(site.config);
  const written: string[] = [];
  if (siteUrl) {
    const urls = site.sortedPages().map((page) => {
      const lastmod = page.meta.lastUpdated
        ? `<lastmod>${new Date(page.meta.lastUpdated).toISOString().slice(0, 10)}</lastmod>`
        : '';
      return `  <url><loc>${escapeHtml(`${address}${page.routePath}`)}</loc>${lastmod}</url>`;
    });
    writeFileSync(
      path.join(outDir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    written.push('sitemap.xml');
  }
  writeFileSync(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: ${base}\n${siteUrl ? `Sitemap: ${address}sitemap.xml\n` : ''}`,
  );
  writeFileSync(
    path.join(outDir, '_headers'),
    [
      `${base}*`,
      `  Content-Security-Policy: ${contentSecurityPolicy()}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      `${base}assets/*`,
      '  Cache-Control: public, max-age=31536000, immutable',
      '  Access-Control-Allow-Origin: *',
      '',
    ].join('\n'),
  );
  written.push('robots.txt', '_headers', 'llms.txt');
  writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site));
  for (const page of site.sortedPages()) {
    const tabs = [...site.tabsOf(page.file).values()].map((tab) => pageMarkdown(tab, api));
    const file = path.join(outDir, markdownPath(page));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, [pageMarkdown(page, api), ...tabs].join('\n'));
    written.push(markdownPath(page));
  }
  return written;
}
