import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });

export const version = style({
  padding: '2px 8px',
  marginRight: 4,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  color: vars.color.textMuted,
  fontSize: 12,
  fontFamily: vars.font.mono,
  whiteSpace: 'nowrap',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: 999,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.brandSoft },
  },
});
