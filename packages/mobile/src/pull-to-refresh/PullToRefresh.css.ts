import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const pullToRefreshVars = {
  headHeight: createGlobalVar('tm-pull-to-refresh-head-height'),
};
/** Set while pulling or refreshing: how far the content has moved down. */
const offset = createGlobalVar('tm-pull-to-refresh-offset');

export const root = style({ position: 'relative', overflow: 'hidden' }, 'pull-to-refresh');

export const track = style(
  {
    position: 'relative',
    transform: `translateY(${fallbackVar(offset, '0px')})`,
    transition: `transform ${vars.duration.normal} ease-out`,
    // Vertical panning stays with the browser until a pull engages.
    touchAction: 'pan-x pan-y',
    selectors: { '&[data-dragging]': { transition: 'none' } },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  'pull-to-refresh-track',
);

export const head = style(
  {
    position: 'absolute',
    insetInline: 0,
    bottom: '100%',
    height: fallbackVar(pullToRefreshVars.headHeight, '40px'),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.s,
    color: vars.color.textSecondary,
  },
  'pull-to-refresh-head',
);
