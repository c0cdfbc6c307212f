import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 100,
  padding: '8px 16px',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.size.radius,
  selectors: { '&:focus': { top: 8 } },
});

export { srOnly } from '../styles/utility.css';

/** Beside the page on wide screens; on small ones the sidebar lives in the drawer. */
export const sidebarColumn = style({
  display: 'none',
  flex: `0 0 ${vars.size.sidebarWidth}`,
  position: 'sticky',
  top: vars.size.navbarHeight,
  alignSelf: 'flex-start',
  // The full height, so its border divides the page from top to bottom however short the list.
  height: `calc(100vh - ${vars.size.navbarHeight})`,
  overflowY: 'auto',
  padding: '24px 12px 48px 20px',
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 960px)': { display: 'block' } },
});

export const tocColumn = style({
  display: 'none',
  flex: '0 0 232px',
  position: 'sticky',
  top: vars.size.navbarHeight,
  alignSelf: 'flex-start',
  maxHeight: `calc(100vh - ${vars.size.navbarHeight})`,
  overflowY: 'auto',
  padding: '32px 16px 32px 8px',
  '@media': { 'screen and (min-width: 1200px)': { display: 'block' } },
});

export const docBody = style({
  display: 'flex',
  maxWidth: 1440,
  margin: '0 auto',
  minHeight: `calc(100vh - ${vars.size.navbarHeight})`,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: '24px 20px 64px',
  '@media': { 'screen and (min-width: 960px)': { padding: '32px 48px 80px' } },
});

export const article = style({
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
});

export const markdown = style({});

globalStyle(`${markdown} h1`, { fontSize: 32, lineHeight: 1.25, margin: '0 0 16px' });
globalStyle(`${markdown} h2`, {
  fontSize: 24,
  lineHeight: 1.3,
  margin: '40px 0 16px',
  paddingTop: 16,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${markdown} h3`, { fontSize: 19, margin: '28px 0 12px' });
globalStyle(`${markdown} :is(h1, h2, h3, h4, h5, h6)`, {
  scrollMarginTop: `calc(${vars.size.navbarHeight} + 16px)`,
});
globalStyle(`${markdown} :is(p, ul, ol)`, { margin: '0 0 16px' });
globalStyle(`${markdown} :not(pre) > code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: '2px 6px',
  borderRadius: 4,
  background: vars.color.surface,
});
globalStyle(`${markdown} table`, {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  margin: '0 0 16px',
  fontSize: 14,
});
globalStyle(`${markdown} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${markdown} th`, { background: vars.color.surface });
globalStyle(`${markdown} blockquote`, {
  margin: '0 0 16px',
  padding: '4px 16px',
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${markdown} img`, { maxWidth: '100%' });

export const subtitle = style({ color: vars.color.textMuted, margin: '-8px 0 24px', fontSize: 18 });
