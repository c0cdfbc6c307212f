import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  padding: 0,
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed=true]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});
