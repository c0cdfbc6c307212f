import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './csp';
import type { SiteContent } from './site';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Files beside the pages: the sitemap and robots.txt for crawlers, and `_headers` with the
 * security and caching headers a static host should send.
 */
export function writeSiteFiles(site: SiteContent) {
  const outDir = path.join(site.config.root, 'dist');
  const base = site.config.siteUrl?.replace(/\/$/, '') ?? '';
  const urls = site.sortedPages().map((page) => {
    const lastmod = page.meta.lastUpdated
      ? `<lastmod>${new Date(page.meta.lastUpdated).toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `  <url><loc>${xmlEscape(`${base}/${page.routePath}`)}</loc>${lastmod}</url>`;
  });
  writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n${base ? `Sitemap: ${base}/sitemap.xml\n` : ''}`,
  );
  writeFileSync(
    path.join(outDir, '_headers'),
    [
      '/*',
      `  Content-Security-Policy: ${contentSecurityPolicy()}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  );
}
