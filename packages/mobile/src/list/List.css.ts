import { createGlobalVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../internal/hairline';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const listVars = {
  background: createGlobalVar('tm-list-background'),
  dividerColor: createGlobalVar('tm-list-divider-color'),
  paddingInline: createGlobalVar('tm-list-padding-inline'),
  radius: createGlobalVar('tm-list-radius'),
  activeBackground: createGlobalVar('tm-list-active-background'),
};

const paddingInline = fallbackVar(listVars.paddingInline, vars.space.m);

export const root = style({ color: vars.color.text }, 'list');

export const header = style(
  {
    paddingBlock: vars.space.s,
    paddingInline,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.s,
  },
  'list-header',
);

export const body = style(
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    backgroundColor: fallbackVar(listVars.background, vars.color.background),
  },
  'list-body',
);

export const card = style(
  {
    marginInline: vars.space.m,
    overflow: 'hidden',
    borderRadius: fallbackVar(listVars.radius, vars.radius.m),
  },
  'list-card',
);

export const item = style({ display: 'block' }, 'list-item');

globalStyle(
  `${item} + ${item}`,
  hairline('top', fallbackVar(listVars.dividerColor, vars.color.border)),
);

export const content = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.m,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 48,
    margin: 0,
    paddingBlock: vars.space.m,
    paddingInline,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.m,
    lineHeight: 1.4,
    textAlign: 'start',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
  },
  'list-item-content',
);

export const clickable = style(
  {
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&:active:not([aria-disabled="true"])': {
        backgroundColor: fallbackVar(listVars.activeBackground, vars.color.fill),
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'list-item-clickable',
);

export const disabled = style({ opacity: 0.4, cursor: 'not-allowed' }, 'list-item-disabled');

export const prefix = style(
  { display: 'flex', flex: 'none', fontSize: vars.fontSize.l },
  'list-item-prefix',
);

export const main = style(
  { display: 'flex', flex: 1, flexDirection: 'column', minWidth: 0 },
  'list-item-main',
);

export const description = style(
  { marginTop: 2, color: vars.color.textSecondary, fontSize: vars.fontSize.s },
  'list-item-description',
);

export const extra = style(
  { flex: 'none', color: vars.color.textSecondary, fontSize: vars.fontSize.s },
  'list-item-extra',
);

export const arrow = style(
  { display: 'flex', flex: 'none', color: vars.color.textSecondary, fontSize: vars.fontSize.m },
  'list-item-arrow',
);
