import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
export const checkListVars = {
  activeColor: createGlobalVar('tm-check-list-active-color'),
  background: createGlobalVar('tm-check-list-background'),
  borderColor: createGlobalVar('tm-check-list-border-color'),
};

const border = `1px solid ${fallbackVar(checkListVars.borderColor, vars.color.border)}`;

export const root = style(
  {
    background: fallbackVar(checkListVars.background, vars.color.background),
    borderBlock: border,
  },
  'check-list',
);

export const item = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.m,
    minHeight: 48,
    paddingBlock: vars.space.m,
    paddingInline: vars.space.l,
    boxSizing: 'border-box',
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '& + &': { borderBlockStart: border },
      '&:active:not([aria-disabled="true"]):not([data-readonly])': {
        background: vars.color.fill,
      },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'check-list-item',
);

export const prefix = style({ display: 'flex', flex: 'none' }, 'check-list-prefix');

export const content = style(
  { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, lineHeight: 1.4 },
  'check-list-content',
);

export const description = style(
  { fontSize: vars.fontSize.s, color: vars.color.textSecondary },
  'check-list-description',
);

export const extra = style(
  {
    display: 'flex',
    flex: 'none',
    minWidth: 20,
    fontSize: 20,
    color: fallbackVar(checkListVars.activeColor, vars.color.primary),
  },
  'check-list-extra',
);
