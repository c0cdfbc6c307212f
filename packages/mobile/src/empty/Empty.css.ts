import {
  createGlobalVar,
  fallbackVar,
  globalStyle,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const emptyVars = { imageSize: createGlobalVar('tm-empty-image-size') };

export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.m,
    padding: `${vars.space.xl} ${vars.space.l}`,
    textAlign: 'center',
  },
  'empty',
);

export const image = styleVariants(
  { small: '64px', middle: '96px', large: '140px' },
  (size) => ({ width: fallbackVar(emptyVars.imageSize, size) }),
  'empty-image',
);

export const imageBox = style({}, 'empty-image-box');
globalStyle(`${imageBox} > *`, { display: 'block', width: '100%', height: 'auto' });

export const description = style(
  { margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary },
  'empty-description',
);
