import { createGlobalVar, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { hairline } from '../internal/hairline';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const footerVars = {
  background: createGlobalVar('tm-footer-background'),
  color: createGlobalVar('tm-footer-color'),
  linkColor: createGlobalVar('tm-footer-link-color'),
  chipBackground: createGlobalVar('tm-footer-chip-background'),
};

// On the brand colour, links take the text colour (underlined, so they still stand out) and
// focus rings too, as the brand colour would vanish into the background.
const accent = createVar();
const ring = `2px solid ${fallbackVar(accent, vars.color.primary)}`;

// `light` and `dark` put that theme's class on the footer, so its colours are the theme's, whose
// pairs hold 4.5:1 on the page background; painting that background keeps them on it.
export const root = style(
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.m,
    paddingBlock: vars.space.l,
    paddingInline: vars.space.m,
    background: fallbackVar(footerVars.background, 'transparent'),
    color: fallbackVar(footerVars.color, vars.color.textSecondary),
    fontSize: vars.fontSize.s,
    lineHeight: 1.5,
    textAlign: 'center',
    selectors: {
      '&[data-tone="light"], &[data-tone="dark"]': {
        background: fallbackVar(footerVars.background, vars.color.backgroundPage),
      },
      '&[data-tone="brand"]': {
        vars: { [accent]: vars.color.textOnColor },
        background: fallbackVar(footerVars.background, vars.color.primary),
        color: fallbackVar(footerVars.color, vars.color.textOnColor),
      },
    },
  },
  'footer',
);

export const safeArea = style(
  { paddingBottom: `calc(${vars.space.l} + env(safe-area-inset-bottom, 0px))` },
  'footer-safe-area',
);

// The label's lines and the bars between links are boxes 1px thick holding a hairline, which
// is one physical pixel at any screen density.
export const label = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.m,
    alignSelf: 'stretch',
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: 1,
        ...hairline('top', vars.color.border),
      },
    },
  },
  'footer-label',
);

export const list = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.s,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'footer-list',
);

export const linkItem = style(
  {
    display: 'flex',
    alignItems: 'center',
    selectors: {
      '& + &::before': {
        content: '""',
        width: 1,
        height: '1em',
        marginInlineEnd: vars.space.s,
        ...hairline('left', vars.color.border),
      },
    },
  },
  'footer-link-item',
);

const reset = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export const link = style(
  {
    ...reset,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    color: fallbackVar(footerVars.linkColor, accent, vars.color.primary),
    textDecoration: 'none',
    selectors: {
      '[data-tone="brand"] &': { textDecoration: 'underline' },
      '&:active': { opacity: 0.6 },
      '&:focus-visible': { outline: ring, outlineOffset: 2 },
    },
  },
  'footer-link',
);

export const content = style({ margin: 0 }, 'footer-content');

export const chip = style(
  {
    ...reset,
    minHeight: 32,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.m,
    borderRadius: vars.radius.round,
    background: fallbackVar(footerVars.chipBackground, vars.color.fill),
    color: vars.color.text,
    selectors: {
      '&[data-type="link"]': { color: fallbackVar(footerVars.linkColor, vars.color.primary) },
      '&:active': { opacity: 0.6 },
      '&:focus-visible': { outline: ring, outlineOffset: 2 },
    },
  },
  'footer-chip',
);

export const chipText = style({ display: 'inline-block' }, 'footer-chip-text');
