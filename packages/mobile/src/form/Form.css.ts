import {
  createGlobalVar,
  fallbackVar,
  globalStyle,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const formVars = {
  labelWidth: createGlobalVar('tm-form-label-width'),
  background: createGlobalVar('tm-form-background'),
  errorColor: createGlobalVar('tm-form-error-color'),
};

export const form = style({ margin: 0 }, 'form');

export const layouts = styleVariants({ vertical: {}, horizontal: {} }, 'form-layout');

export const body = style(
  {
    background: fallbackVar(formVars.background, vars.color.background),
    color: vars.color.text,
  },
  'form-body',
);

export const footer = style({ padding: vars.space.l }, 'form-footer');

export const item = style(
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: vars.space.m,
    rowGap: vars.space.xs,
    alignItems: 'center',
    paddingBlock: vars.space.m,
    paddingInline: vars.space.l,
    borderBottom: `1px solid ${vars.color.border}`,
    scrollMarginBlock: 64,
    selectors: { '&:last-child': { borderBottom: 0 } },
  },
  'form-item',
);

// Beside the control: a label column, with help and errors under the control.
globalStyle(`${layouts.horizontal} ${item}`, {
  gridTemplateColumns: `${fallbackVar(formVars.labelWidth, '6.5em')} minmax(0, 1fr)`,
});
globalStyle(`${layouts.horizontal} ${item} > :not(label)`, { gridColumn: 2 });

export const label = style(
  {
    display: 'flex',
    gap: 2,
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    lineHeight: 1.4,
  },
  'form-item-label',
);

// Shows which row the focus is in, also for fields whose caret is hard to see.
globalStyle(`${item}:focus-within > ${label}`, { color: vars.color.primary });

export const requiredMark = style(
  { color: fallbackVar(formVars.errorColor, vars.color.danger) },
  'form-item-required',
);

/** The text marks ("(required)", "(optional)"): quieter than the label they follow. */
export const markText = style(
  { marginInlineStart: vars.space.xs, color: vars.color.textSecondary },
  'form-item-mark',
);

export const control = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.s, minWidth: 0 },
  'form-item-control',
);

export const controlEnd = style({ justifyContent: 'flex-end' }, 'form-item-control-end');

/**
 * An item with `onClick`. Its button's `::after` covers the whole row under the content, and
 * the rest of the row lets taps through to it, so a tap anywhere but on `extra` presses the
 * button; the pressed and focus looks are those of List's clickable rows.
 */
export const itemClickable = style(
  { position: 'relative', isolation: 'isolate' },
  'form-item-clickable',
);

globalStyle(`${itemClickable} > *`, { pointerEvents: 'none' });

export const press = style(
  {
    display: 'flex',
    flex: 1,
    alignItems: 'center',
    justifyContent: 'inherit',
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    pointerEvents: 'auto',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        zIndex: -1,
        transition: `background-color ${vars.duration.fast}`,
      },
      '&:active:not(:disabled)::after': { backgroundColor: vars.color.fill },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  'form-item-press',
);

export const arrow = style(
  { flex: 'none', color: vars.color.textSecondary, fontSize: 18 },
  'form-item-arrow',
);

export const help = style(
  { color: vars.color.textSecondary, fontSize: vars.fontSize.s, lineHeight: 1.4 },
  'form-item-help',
);

export const error = style(
  {
    color: fallbackVar(formVars.errorColor, vars.color.danger),
    fontSize: vars.fontSize.s,
    lineHeight: 1.4,
  },
  'form-item-error',
);

export const extra = style({ flex: 'none', color: vars.color.textSecondary }, 'form-item-extra');

// Outside the button of an item with `onClick`, so a button in `extra` stays a control of its own.
globalStyle(`${itemClickable} ${extra}`, { pointerEvents: 'auto' });

/** An item whose control sits at the end of its row, beside the label (a switch, a stepper). */
export const itemEnd = style({}, 'form-item-end');

globalStyle(`${layouts.vertical} ${itemEnd}`, { gridTemplateColumns: 'minmax(0, 1fr) auto' });
globalStyle(`${layouts.vertical} ${itemEnd} > ${help}, ${layouts.vertical} ${itemEnd} > ${error}`, {
  gridColumn: '1 / -1',
});
