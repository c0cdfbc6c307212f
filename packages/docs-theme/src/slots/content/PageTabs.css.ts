import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const tabs = style({
  margin: '0 0 24px',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const list = style({
  display: 'flex',
  gap: 4,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tab = style({
  display: 'block',
  padding: '8px 12px',
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: 15,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current=page]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: -2,
      borderRadius: 4,
    },
  },
});
