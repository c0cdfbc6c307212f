import { globalStyle, style } from '@vanilla-extract/css';
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
export const table = style({ display: 'table', width: '100%' });
export const required = style({ color: vars.color.danger, fontSize: 12 });
export const since = style({ color: vars.color.textMuted });
export const type = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' });

// Outranks the page's own table rule (a scrolling block): here the wrapper scrolls instead.
globalStyle(`${wrapper} > ${table}`, { display: 'table', overflow: 'visible' });
