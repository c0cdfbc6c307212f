import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { srOnly } from '../../styles/utility.css';

export const root = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });
export const label = srOnly;
export const icon = style({
  position: 'absolute',
  left: 10,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
export const select = style({
  appearance: 'none',
  height: 34,
  padding: '0 12px 0 32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
});
