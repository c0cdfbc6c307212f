import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const wide = 'screen and (min-width: 960px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  height: vars.size.navbarHeight,
  padding: '0 12px',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [wide]: { gap: 16, padding: '0 24px' } },
});

export const mobileOnly = style({ display: 'flex', '@media': { [wide]: { display: 'none' } } });
export const wideOnly = style({
  display: 'none',
  alignItems: 'center',
  gap: 12,
  '@media': { [wide]: { display: 'flex' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  flexShrink: 0,
  fontWeight: 700,
  fontSize: 17,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [wide]: { fontSize: 18, marginRight: 8 } },
});

/**
 * On a narrow phone the logo alone names the site, so the search field keeps room to show what
 * is typed; the title stays for screen readers as the link's name.
 */
export const titleBesideLogo = style({
  '@media': {
    'screen and (max-width: 419px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const search = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [wide]: { flex: '0 1 280px', marginLeft: 'auto' } },
});

export const nav = style({});

export const list = style({ display: 'flex', gap: 2, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ position: 'relative' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '8px 12px',
  border: 0,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current]': { color: vars.color.brand, fontWeight: 600 },
  },
});

export const caret = style({ marginTop: 2 });

export const dropdown = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: 180,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
});

export const menuLink = style({
  display: 'block',
  padding: '6px 10px',
  borderRadius: 6,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current=page]': { color: vars.color.brand, fontWeight: 600 },
  },
});
