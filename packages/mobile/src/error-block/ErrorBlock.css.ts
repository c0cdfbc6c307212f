import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const errorBlockVars = { imageWidth: createGlobalVar('tm-error-block-image-width') };

export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    padding: vars.space.xl,
    textAlign: 'center',
    selectors: {
      '&[data-full-page]': {
        minHeight: '100%',
        justifyContent: 'center',
        boxSizing: 'border-box',
        paddingTop: `calc(${vars.space.xl} + env(safe-area-inset-top))`,
        paddingBottom: `calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
      },
    },
  },
  'error-block',
);

export const image = style(
  {
    width: fallbackVar(errorBlockVars.imageWidth, '120px'),
  },
  'error-block-image',
);
globalStyle(`${image} > *`, { display: 'block', width: '100%', height: 'auto' });

export const title = style(
  { margin: 0, fontSize: vars.fontSize.l, fontWeight: 600, color: vars.color.text },
  'error-block-title',
);
export const description = style(
  { margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary },
  'error-block-description',
);
export const actions = style({ marginTop: vars.space.m }, 'error-block-actions');
