import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../internal/hairline';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const cardVars = {
  background: createGlobalVar('tm-card-background'),
  radius: createGlobalVar('tm-card-radius'),
  paddingInline: createGlobalVar('tm-card-padding-inline'),
  dividerColor: createGlobalVar('tm-card-divider-color'),
};

const paddingInline = fallbackVar(cardVars.paddingInline, vars.space.m);
const divider = fallbackVar(cardVars.dividerColor, vars.color.border);

export const root = style(
  {
    position: 'relative',
    boxSizing: 'border-box',
    paddingInline,
    borderRadius: fallbackVar(cardVars.radius, vars.radius.m),
    background: fallbackVar(cardVars.background, vars.color.background),
    color: vars.color.text,
  },
  'card',
);

export const fullBleed = style({ borderRadius: 0 }, 'card-full-bleed');

export const header = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: 44,
    paddingBlock: vars.space.s,
    boxSizing: 'border-box',
  },
  'card-header',
);

export const headerDivider = style(hairline('bottom', divider), 'card-header-divider');

export const icon = style({ display: 'inline-flex', fontSize: vars.fontSize.l }, 'card-icon');

export const title = style(
  {
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontSize: vars.fontSize.m,
    fontWeight: 600,
    lineHeight: 1.4,
  },
  'card-title',
);

// The whole card is the tap target of its title's button or link ("stretched" action), while
// buttons inside the extra, body or footer stay tappable above it.
export const action = style(
  {
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: 'currentColor',
      opacity: 0,
      transition: `opacity ${vars.duration.fast}`,
    },
    selectors: {
      '&:active::after': { opacity: 0.06 },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
    },
  },
  'card-action',
);

// A header button stretches over the header alone, out to the card's sides.
export const headerAction = style({ position: 'relative' }, 'card-header-action');

globalStyle(`${headerAction} ${action}::after`, { insetInline: `calc(-1 * ${paddingInline})` });

export const extra = style(
  { position: 'relative', zIndex: 1, color: vars.color.textSecondary, fontSize: vars.fontSize.s },
  'card-extra',
);

export const body = style(
  { paddingBlock: vars.space.m, fontSize: vars.fontSize.m, lineHeight: 1.5 },
  'card-body',
);

export const bodyAction = style({ cursor: 'pointer' }, 'card-body-action');

export const footer = style(
  {
    ...hairline('top', divider),
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space.s,
    paddingBlock: vars.space.s,
  },
  'card-footer',
);

// Controls inside the body and footer sit above the stretched action so they stay tappable.
globalStyle(`${body} :is(a, button, input, select, textarea, [tabindex]), ${footer} > *`, {
  position: 'relative',
  zIndex: 1,
});
