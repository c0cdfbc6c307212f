import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const toc = style({
  display: 'none',
  flex: '0 0 220px',
  position: 'sticky',
  top: vars.size.navbarHeight,
  alignSelf: 'flex-start',
  maxHeight: `calc(100vh - ${vars.size.navbarHeight})`,
  overflowY: 'auto',
  padding: '32px 16px',
  fontSize: 14,
  '@media': { 'screen and (min-width: 1200px)': { display: 'block' } },
});

export const title = style({ fontWeight: 600, margin: '0 0 8px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'block',
  padding: '4px 0',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand },
    'li[data-depth="3"] > &': { paddingLeft: 12 },
  },
});
