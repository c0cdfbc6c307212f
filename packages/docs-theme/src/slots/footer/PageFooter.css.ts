import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const footer = style({
  marginTop: 56,
  paddingTop: 24,
  borderTop: `1px solid ${vars.color.border}`,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 14,
});
// A link set apart from text is a target of its own: at least 24 px tall (WCAG 2.5.8).
export const edit = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24 });
export const updated = style({ margin: 0, color: vars.color.textMuted });
// PREV and NEXT share a row while both fit, and stack when large text makes them too wide.
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 24 });
export const pagerLink = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const next = style({ textAlign: 'right', marginLeft: 'auto' });
export const pagerLabel = style({
  fontSize: 12,
  color: vars.color.textMuted,
  letterSpacing: '0.05em',
});
