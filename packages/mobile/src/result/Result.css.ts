import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import { statusColors } from './statusColors';

/** Public component variables. */
const resultVars = { iconSize: createGlobalVar('tm-result-icon-size') };

export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    padding: `${vars.space.xl} ${vars.space.l}`,
    paddingBottom: `calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
    background: vars.color.background,
    textAlign: 'center',
  },
  'result',
);

export const icon = styleVariants(
  statusColors,
  (color) => ({ display: 'flex', fontSize: fallbackVar(resultVars.iconSize, '64px'), color }),
  'result-icon',
);

export const title = style(
  {
    margin: `${vars.space.s} 0 0`,
    fontSize: vars.fontSize.xl,
    fontWeight: 600,
    color: vars.color.text,
  },
  'result-title',
);
export const description = style(
  { margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary },
  'result-description',
);
export const extra = style({ width: '100%', marginTop: vars.space.l }, 'result-extra');
