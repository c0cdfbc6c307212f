import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const menu = style({
  margin: '0 0 24px',
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: 14,
});

/** Shown until the table of contents gets its own column (the layout's 1200 px). */
export const menuBesideToc = style([
  menu,
  { '@media': { 'screen and (min-width: 1200px)': { display: 'none' } } },
]);

/** Shown until the sidebar column, which then holds the outline, appears (960 px). */
export const menuBesideSidebar = style([
  menu,
  { '@media': { 'screen and (min-width: 960px)': { display: 'none' } } },
]);

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  // A thumb-sized target, as every control of the phone layout.
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded=true]': { color: vars.color.text },
  },
});

// The chevron points down while the list is open.
globalStyle(`${toggle}[aria-expanded=true] svg`, { transform: 'rotate(90deg)' });

export const list = style({
  listStyle: 'none',
  margin: '0 0 12px',
  padding: '4px 0',
  borderLeft: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'block',
  padding: '8px 12px',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    'li[data-depth="3"] > &': { paddingLeft: 28 },
  },
});
