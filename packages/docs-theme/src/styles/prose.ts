import type { GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Code inside running text, in the article and in the API table. */
export const inlineCode = {
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: '2px 6px',
  borderRadius: 4,
  background: vars.color.surface,
} satisfies GlobalStyleRule;

/** A cell of a data table, in the article and in the API table. */
export const tableCell = {
  border: `1px solid ${vars.color.border}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
} satisfies GlobalStyleRule;

export const tableHeader = { background: vars.color.surface } satisfies GlobalStyleRule;
