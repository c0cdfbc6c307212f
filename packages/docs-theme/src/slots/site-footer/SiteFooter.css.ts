import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const footer = style({
  padding: '20px 20px 28px',
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: 13,
  lineHeight: 1.6,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
