import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const cascaderVars = {
  height: createGlobalVar('tm-cascader-height'),
  activeColor: createGlobalVar('tm-cascader-active-color'),
};

const active = fallbackVar(cascaderVars.activeColor, vars.color.primary);
const height = fallbackVar(cascaderVars.height, '320px');

export const view = style(
  { display: 'flex', flexDirection: 'column', background: vars.color.background },
  'cascader-view',
);

export const tabs = style(
  {
    display: 'flex',
    gap: vars.space.l,
    paddingInline: vars.space.l,
    overflowX: 'auto',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'none',
  },
  'cascader-tabs',
);

export const tab = style(
  {
    flex: 'none',
    maxWidth: '40%',
    minHeight: 44,
    margin: 0,
    padding: 0,
    overflow: 'hidden',
    border: 'none',
    borderBlockEnd: '2px solid transparent',
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': { color: active, borderBlockEndColor: active },
      '&[data-placeholder]:not([aria-selected="true"])': { color: vars.color.textSecondary },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'cascader-tab',
);

export const panel = style({ height, overflow: 'hidden' }, 'cascader-panel');

export const list = style(
  {
    height: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    WebkitOverflowScrolling: 'touch',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'cascader-list',
);

export const spacer = style({ display: 'block', width: 1 }, 'cascader-spacer');

export const option = style(
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    boxSizing: 'border-box',
    // The list computes which rows are in view from this exact height (ROW_HEIGHT).
    height: 48,
    paddingInline: vars.space.l,
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-selected="true"]': { color: active },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      '&:active:not([aria-disabled="true"])': { background: vars.color.fill },
      [`${list}:focus-visible &[data-active]`]: {
        outline: `2px solid ${vars.color.primary}`,
        outlineOffset: -2,
      },
    },
  },
  'cascader-option',
);

export const optionLabel = style(
  { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  'cascader-option-label',
);

export const check = style({ display: 'flex', flex: 'none', fontSize: 18 }, 'cascader-check');

export const loading = style({ padding: vars.space.l }, 'cascader-loading');

export const header = style(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: 48,
    paddingInline: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
  'cascader-header',
);

export const title = style(
  {
    flex: 1,
    margin: 0,
    overflow: 'hidden',
    color: vars.color.text,
    fontSize: vars.fontSize.l,
    fontWeight: 600,
    textAlign: 'center',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  'cascader-title',
);

export const headerButton = style(
  {
    minWidth: 44,
    minHeight: 44,
    paddingInline: vars.space.m,
    border: 'none',
    background: 'none',
    color: vars.color.textSecondary,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    cursor: 'pointer',
    selectors: {
      '&[data-confirm]': { color: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'cascader-header-button',
);
