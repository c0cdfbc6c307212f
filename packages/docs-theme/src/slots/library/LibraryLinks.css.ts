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
  // Just wide enough for the navbar (the drawer is gone), the links keep the room; the
  // version shows again from 1100 px.
  '@media': { 'screen and (min-width: 960px) and (max-width: 1099px)': { display: 'none' } },
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
