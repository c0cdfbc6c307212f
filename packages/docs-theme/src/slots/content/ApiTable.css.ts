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
globalStyle(`${table} code`, inlineCode);
export const required = style({ color: vars.color.danger, fontSize: 12 });
export const since = style({ color: vars.color.textMuted });
export const type = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
