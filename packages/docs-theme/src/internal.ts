/**
 * The React-free rules the docs build shares with the theme: navigation order, interface
 * labels, slot names, the head script, the HTML escape, the id of a page's state element and
 * the frontmatter's schema. For `@tessera/docs-content` only, which bundles them; they may
 * change in any release.
 */
export { navPlaceOf, siteNav } from './app/navigation';
export { DEFAULT_LOCALE, LOCALE_IDS, labelKey } from './i18n/labels';
export { SLOT_NAMES } from './slotNames';
export { headScript } from './color-mode/headScript';
export { frontmatterSchema, pageFrontmatter } from './frontmatterSchema';
export { escapeHtml } from './escapeHtml';
export { PAGE_STATE_ID } from './app/pageState';
