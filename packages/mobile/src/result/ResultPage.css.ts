import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';
import { statusColors } from './statusColors';

// Fills its container, so the actions sit at the bottom of a short page and after the content
// of a long one, never over it.
export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    minHeight: '100%',
    background: vars.color.backgroundPage,
    color: vars.color.text,
  },
  'result-page',
);

// The page reaches the edges of the screen, so on a phone drawn under the status bar and the
// home indicator its title and buttons start inside them; under a bar that pads them already,
// the page does not pad them again.
export const safeArea = style({}, 'result-page-safe-area');

export const header = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    paddingBlock: vars.space.xl,
    selectors: {
      [`${safeArea} &`]: { paddingTop: `calc(${vars.space.xl} + env(safe-area-inset-top, 0px))` },
    },
    paddingInline: vars.space.l,
    background: vars.color.background,
    textAlign: 'center',
  },
  'result-page-header',
);

export const solidHeader = styleVariants(
  statusColors,
  (background) => ({ background }),
  'result-page-header-solid',
);
// The theme's on-colour text holds 4.5:1 on every status colour, in light and dark alike.
globalStyle(`${header}[data-fill="solid"] > *`, { color: vars.color.textOnColor });

export const body = style(
  {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.m,
    padding: vars.space.l,
  },
  'result-page-body',
);

export const details = style(
  {
    margin: 0,
    paddingBlock: vars.space.s,
    paddingInline: vars.space.l,
    borderRadius: vars.radius.l,
    background: vars.color.background,
    fontSize: vars.fontSize.m,
    lineHeight: 1.5,
  },
  'result-page-details',
);

export const row = style(
  {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.l,
    paddingBlock: vars.space.s,
  },
  'result-page-row',
);
export const bold = style({ fontWeight: 600, fontSize: vars.fontSize.l }, 'result-page-row-bold');

export const term = style({ margin: 0, color: vars.color.textSecondary }, 'result-page-term');
globalStyle(`${bold} > ${term}`, { color: vars.color.text });

export const definition = style(
  { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' },
  'result-page-definition',
);

export const actions = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.m,
    paddingBlock: `${vars.space.s} ${vars.space.l}`,
    paddingInline: vars.space.l,
    selectors: {
      [`${safeArea} &`]: {
        paddingBottom: `calc(${vars.space.l} + env(safe-area-inset-bottom, 0px))`,
      },
    },
  },
  'result-page-actions',
);
