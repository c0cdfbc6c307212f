import { createGlobalVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import type { ImageFit } from './imageStatus';

/** Public component variables; each falls back to a theme token. */
export const imageVars = {
  radius: createGlobalVar('tm-image-radius'),
  placeholderBackground: createGlobalVar('tm-image-placeholder-background'),
  placeholderColor: createGlobalVar('tm-image-placeholder-color'),
};

export const root = style(
  {
    position: 'relative',
    display: 'inline-block',
    maxWidth: '100%',
    overflow: 'hidden',
    verticalAlign: 'middle',
    borderRadius: fallbackVar(imageVars.radius, '0'),
  },
  'image',
);

export const block = style({ display: 'block', width: '100%' }, 'image-block');

// The image paints over the placeholder as its pixels arrive, so a loaded image shows even
// before scripts run; only an error needs JavaScript, to hide the broken image.
export const img = style(
  {
    position: 'relative',
    display: 'block',
    maxWidth: '100%',
    selectors: {
      // A block image follows the container's width; its height follows the picture's ratio.
      [`${block} > &`]: { width: '100%', height: 'auto' },
      '[data-status="error"] > &': { opacity: 0 },
    },
  },
  'image-img',
);

const fits: Record<ImageFit, ImageFit> = {
  fill: 'fill',
  contain: 'contain',
  cover: 'cover',
  none: 'none',
  'scale-down': 'scale-down',
};

export const fit = styleVariants(fits, (objectFit) => ({ objectFit }), 'image-fit');

export const layer = style(
  {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: fallbackVar(imageVars.placeholderBackground, vars.color.fill),
    color: fallbackVar(imageVars.placeholderColor, vars.color.textSecondary),
    fontSize: 24,
    selectors: {
      '[data-status="loaded"] > &': { display: 'none' },
    },
  },
  'image-layer',
);

export const caption = style(
  {
    padding: `0 ${vars.space.xs}`,
    fontSize: vars.fontSize.s,
    lineHeight: 1.3,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  'image-caption',
);

export const fallbackLayer = style(
  { selectors: { '[data-status="error"] > &': { zIndex: 1 } } },
  'image-fallback',
);
