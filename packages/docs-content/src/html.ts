import { escapeHtml, headScript } from '@tessera/docs-theme/internal';
import { bootScript } from './bootScript';

/** JSON inside a script element: `<` is escaped so no value can close the element. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

interface DocumentOptions {
  title: string;
  /** The language of the pages: `<html lang>`, whatever the interface language. Default 'en'. */
  lang?: string;
  /** Site icon URL. */
  icon?: string;
  description?: string;
  /** Absolute URL of the page, for Open Graph. */
  url?: string;
  siteName?: string;
  noindex?: boolean;
  /**
   * The page may draw under a phone's notch and rounded corners, and keeps its content inside
   * the safe area itself (a standalone demo, opened from its QR code).
   */
  edgeToEdge?: boolean;
  /** In dev: the entry module Vite serves. */
  devEntry?: string;
  /**
   * In a build: the entry script, the page's stylesheet (with the demo CSS files it holds, for
   * the theme to know which ones a later page still needs) and preloaded modules.
   */
  assets?: { entry: string; stylesheet: { sheet: string; holds: string[] }; preload: string[] };
  /** Prerendered markup of #root. */
  body?: string;
  /** Page state for hydration. */
  state?: unknown;
  stateId?: string;
}

/** The HTML document of a page: the head script runs first, so colours are right at first paint. */
export function documentHtml(options: DocumentOptions): string {
  const {
    title,
    lang = 'en',
    icon,
    description,
    url,
    siteName,
    noindex,
    edgeToEdge,
    devEntry,
    assets,
    body = '',
    state,
    stateId,
  } = options;
  const head = [
    '<meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width, initial-scale=1${edgeToEdge ? ', viewport-fit=cover' : ''}">`,
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    icon ? `<link rel="icon" href="${escapeHtml(icon)}">` : '',
    noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    '<meta property="og:type" content="website">',
    siteName ? `<meta property="og:site_name" content="${escapeHtml(siteName)}">` : '',
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<script>${headScript}</script>`,
    assets
      ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet.sheet)}"${
          assets.stylesheet.holds.length
            ? ` data-holds="${escapeHtml(assets.stylesheet.holds.join(' '))}"`
            : ''
        }>`
      : '',
    devEntry ? `<script type="module" src="${devEntry}"></script>` : '',
  ].filter(Boolean);
  const stateScript =
    state !== undefined && stateId
      ? `<script type="application/json" id="${stateId}">${escapeJson(state)}</script>`
      : '';
  // The prerendered page reads without scripts: they start once it has painted (bootScript).
  const boot = assets
    ? `<script data-entry="${escapeHtml(assets.entry)}"${
        assets.preload.length ? ` data-preload="${escapeHtml(assets.preload.join(' '))}"` : ''
      }>${bootScript}</script>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-prefers-color="light">
<head>
${head.join('\n')}
</head>
<body>
<noscript><p>Enable JavaScript to run this app.</p></noscript>
<div id="root">${body}</div>
${stateScript}
${boot}
</body>
</html>
`;
}
