import { globalStyle, style } from '@vanilla-extract/css';
import { inlineCode, tableCell, tableHeader } from '../../styles/prose';
import { vars } from '../../styles/vars.css';

export const notice = style({
  padding: '12px 16px',
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
/** Off screen, a long table is not laid out until it nears the viewport (see the demo block). */
export const wrapper = style({
  overflowX: 'auto',
  margin: '0 0 16px',
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1200px',
});
// The article's typography stops at the table (it is marked `data-api-table`): it looks the
// same as the article's tables, but the wrapper scrolls instead of the table.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} :is(th, td)`, tableCell);
globalStyle(`${table} th`, tableHeader);
// Names, defaults and code in descriptions never break inside: the wrapper scrolls instead.
globalStyle(`${table} code`, { ...inlineCode, whiteSpace: 'nowrap' });
// Room for a sentence a line, so a table wider than a phone scrolls rather than squeezing
// the descriptions into a column of single words.
globalStyle(`${table} td:nth-child(2)`, { minWidth: '16em' });
export const required = style({ color: vars.color.danger, fontSize: 12 });
export const since = style({ color: vars.color.textMuted });
/** A type breaks only at its spaces and between union members, never inside a word. */
export const type = style({ selectors: { [`${table} &`]: { whiteSpace: 'pre-wrap' } } });
export const word = style({ whiteSpace: 'nowrap' });
