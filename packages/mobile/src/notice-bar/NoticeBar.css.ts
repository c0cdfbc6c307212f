import {
  createGlobalVar,
  fallbackVar,
  keyframes,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token or the `color` preset. */
const noticeBarVars = {
  background: createGlobalVar('tm-notice-bar-background'),
  textColor: createGlobalVar('tm-notice-bar-text-color'),
  iconColor: createGlobalVar('tm-notice-bar-icon-color'),
};

/** Set by the component after measuring: one loop's duration, the start delay, the gap. */
const loop = createGlobalVar('tm-notice-bar-loop');
const delay = createGlobalVar('tm-notice-bar-delay');
const gap = createGlobalVar('tm-notice-bar-gap');

const roleColor = createGlobalVar('tm-notice-bar-role');

export const root = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: 40,
    paddingInline: vars.space.m,
    fontSize: vars.fontSize.s,
    lineHeight: '20px',
    color: fallbackVar(noticeBarVars.textColor, vars.color.text),
    background: fallbackVar(
      noticeBarVars.background,
      `color-mix(in srgb, ${roleColor} 14%, ${vars.color.background})`,
    ),
  },
  'notice-bar',
);

export const color = styleVariants(
  {
    info: vars.color.primary,
    alert: vars.color.warning,
    error: vars.color.danger,
    success: vars.color.success,
  },
  (value) => ({ vars: { [roleColor]: value } }),
  'notice-bar-color',
);

export const icon = style(
  {
    display: 'flex',
    flexShrink: 0,
    fontSize: 18,
    color: fallbackVar(noticeBarVars.iconColor, roleColor),
  },
  'notice-bar-icon',
);

export const box = style(
  {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.s,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'notice-bar-box',
);

const scrollLtr = keyframes(
  { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
  'notice-bar-scroll',
);
const scrollRtl = keyframes(
  { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } },
  'notice-bar-scroll-rtl',
);

export const track = style(
  {
    display: 'inline-flex',
    maxWidth: '100%',
    selectors: {
      '&[data-scrolling]': {
        maxWidth: 'none',
        gap,
        paddingInlineEnd: gap,
        animation: `${scrollLtr} ${loop} linear ${delay} infinite`,
      },
      '[dir="rtl"] &[data-scrolling]': { animationName: scrollRtl },
      // Hovering or focusing holds the text still where it is, to be read.
      [`${box}:hover > &, ${box}:focus-within > &`]: { animationPlayState: 'paused' },
    },
    '@media': {
      // No movement: the whole text wraps onto lines instead, and its repeat goes.
      [reducedMotion]: {
        selectors: { '&[data-scrolling]': { animation: 'none', maxWidth: '100%', padding: 0 } },
      },
    },
  },
  'notice-bar-track',
);

export const wrap = style(
  { alignItems: 'flex-start', paddingBlock: vars.space.s },
  'notice-bar-wrap',
);

export const text = style(
  {
    flexShrink: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: { [`${wrap} &`]: { whiteSpace: 'normal', flexShrink: 1 } },
    // Without motion long text wraps: measured that way it never overflows, so never scrolls.
    '@media': { [reducedMotion]: { whiteSpace: 'normal', flexShrink: 1 } },
  },
  'notice-bar-text',
);

export const copy = style(
  { '@media': { [reducedMotion]: { display: 'none' } } },
  'notice-bar-copy',
);

export const column = style(
  {
    transition: `transform ${vars.duration.normal} ease`,
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  'notice-bar-column',
);

export const slide = style(
  { height: 20, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  'notice-bar-slide',
);

export const carousel = style({ height: 20 }, 'notice-bar-carousel');

export const extra = style({ flexShrink: 0 }, 'notice-bar-extra');

export const close = style(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    marginInlineEnd: `calc(-1 * ${vars.space.m})`,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    fontSize: 16,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -4 },
    },
  },
  'notice-bar-close',
);
