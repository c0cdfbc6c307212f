import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const sidebar = style({
  display: 'none',
  flex: `0 0 ${vars.size.sidebarWidth}`,
  position: 'sticky',
  top: vars.size.navbarHeight,
  alignSelf: 'flex-start',
  maxHeight: `calc(100vh - ${vars.size.navbarHeight})`,
  overflowY: 'auto',
  padding: '24px 12px 48px 20px',
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 960px)': { display: 'block' } },
});

export const group = style({ marginBottom: 20 });

export const groupTitle = style({
  fontSize: 13,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
  margin: '0 0 6px 12px',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: vars.size.radius,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 15,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current=page]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: 600,
    },
  },
});

export const tag = style({
  fontSize: 11,
  lineHeight: '16px',
  padding: '0 6px',
  borderRadius: 8,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
