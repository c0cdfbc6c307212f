import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const toc = style({ fontSize: 14 });

export const title = style({
  fontSize: 13,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
  margin: '0 0 8px',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'block',
  padding: '4px 0 4px 12px',
  marginLeft: -1,
  borderLeft: '2px solid transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current=location]': {
      color: vars.color.brand,
      borderLeftColor: vars.color.brand,
      fontWeight: 600,
    },
    'li[data-depth="3"] > &': { paddingLeft: 24 },
  },
});

/** A changelog's versions on a line, each with a dot. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0 4px',
  position: 'relative',
});

export const event = style({
  position: 'relative',
  paddingLeft: 12,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -4,
      top: 0,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: -8,
      top: 12,
      width: 10,
      height: 10,
      borderRadius: '50%',
      border: `2px solid ${vars.color.brand}`,
      background: vars.color.background,
    },
    '&:has([aria-current=location])::after': { background: vars.color.brand },
  },
});
