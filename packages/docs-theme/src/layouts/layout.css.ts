import { style } from '@vanilla-extract/css';
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

export { markdown } from './markdown.css';
