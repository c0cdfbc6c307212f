import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { outsideOwnStyles } from '../styles/boundaries';
import { inlineCode, tableCell, tableHeader } from '../styles/prose';
import { vars } from '../styles/vars.css';

/** The element holding a page's markdown. */
export const markdown = style({});

/**
 * Typography of the page's own markdown. It weighs no more than the element it names, so any
 * class (the library's in a demo, a slot's own) wins, and it stops at demos and API tables.
 */
const prose = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`:where(${markdown}) ${selector}${outsideOwnStyles}`, rule);

prose('h1', { fontSize: 32, lineHeight: 1.25, margin: '0 0 16px' });
prose('h2', {
  fontSize: 24,
  lineHeight: 1.3,
  margin: '40px 0 16px',
  paddingTop: 16,
  borderTop: `1px solid ${vars.color.border}`,
});
prose('h3', { fontSize: 19, margin: '28px 0 12px' });
prose(':is(p, ul, ol)', { margin: '0 0 16px' });
prose(':not(pre) > code', inlineCode);
// The page compiler puts each table in a focusable region (`data-table-region`) that scrolls
// sideways: cells keep names and code whole instead of breaking them on a phone.
prose('[data-table-region]', { overflowX: 'auto', margin: '0 0 16px' });
prose('table', { borderCollapse: 'collapse', fontSize: 14 });
prose(':is(th, td)', tableCell);
prose(':is(th, td) code', { whiteSpace: 'nowrap' });
// A text column of a table wider than the screen keeps room for a few words a line.
prose('td', { minWidth: '10em' });
prose('th', tableHeader);
prose('blockquote', {
  margin: '0 0 16px',
  padding: '4px 16px',
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
prose('img', { maxWidth: '100%' });
