import { createGlobalVar, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const stepsVars = {
  waitColor: createGlobalVar('tm-steps-wait-color'),
  processColor: createGlobalVar('tm-steps-process-color'),
  finishColor: createGlobalVar('tm-steps-finish-color'),
  errorColor: createGlobalVar('tm-steps-error-color'),
  iconSize: createGlobalVar('tm-steps-icon-size'),
};

/** The colour of a step's status, set per step. */
const tone = createVar('steps-tone');
const size = fallbackVar(stepsVars.iconSize, '24px');
const wait = fallbackVar(stepsVars.waitColor, vars.color.textSecondary);
const finish = fallbackVar(stepsVars.finishColor, vars.color.primary);
// Connectors are 1 CSS px, not hairlines: they carry the status colour (see internal/hairline).
const line = '1px';

export const root = style(
  {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '&[data-direction="vertical"]': { flexDirection: 'column' } },
  },
  'steps',
);

export const step = style(
  {
    vars: { [tone]: wait },
    // Holds a step button's touch area, which covers the whole step.
    position: 'relative',
    display: 'flex',
    flex: '1 1 0',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s,
    minWidth: 0,
    textAlign: 'center',
    selectors: {
      '&[data-status="process"]': {
        vars: { [tone]: fallbackVar(stepsVars.processColor, vars.color.primary) },
      },
      '&[data-status="finish"]': { vars: { [tone]: finish } },
      '&[data-status="error"]': {
        vars: { [tone]: fallbackVar(stepsVars.errorColor, vars.color.danger) },
      },
      '[data-direction="vertical"] > &': {
        flexDirection: 'row',
        alignItems: 'stretch',
        gap: vars.space.m,
        textAlign: 'start',
      },
    },
  },
  'steps-step',
);

// Connectors: each step draws the line on both sides of its mark; the line after a finished
// step (and before the step that follows it) takes the finished colour.
export const indicator = style(
  {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    alignSelf: 'stretch',
    selectors: {
      '&::before, &::after': {
        content: '""',
        position: 'absolute',
        top: `calc(${size} / 2)`,
        width: `calc(50% - ${size} / 2 - 4px)`,
        height: line,
        background: wait,
      },
      '&::before': { left: 0 },
      '&::after': { right: 0 },
      'li:first-child > &::before, li:last-child > &::after': { display: 'none' },
      '[data-status="finish"] > &::after, [data-status="finish"] + li > &::before': {
        background: finish,
      },
      '[data-direction="vertical"] > li > &': {
        flexDirection: 'column',
        alignItems: 'center',
        alignSelf: 'stretch',
      },
      '[data-direction="vertical"] > li > &::before': { display: 'none' },
      '[data-direction="vertical"] > li > &::after': {
        position: 'static',
        flex: 1,
        width: line,
        minHeight: 16,
        marginBlock: 4,
      },
    },
  },
  'steps-indicator',
);

export const mark = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    boxSizing: 'border-box',
    border: `1px solid ${tone}`,
    borderRadius: '50%',
    color: tone,
    fontSize: vars.fontSize.s,
    background: vars.color.background,
    selectors: {
      '[data-status="process"] > * > &': { background: tone, color: vars.color.textOnColor },
      '&[data-icon]': { border: 0, background: 'transparent', color: tone, fontSize: size },
    },
  },
  'steps-mark',
);

export const number = style({ lineHeight: 1 }, 'steps-number');

export const body = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    paddingInline: vars.space.xs,
    selectors: { '[data-direction="vertical"] > li > &': { paddingBlockEnd: vars.space.l } },
  },
  'steps-body',
);

// Defined before `title`, whose font size and colour win over these resets.
export const button = style(
  {
    margin: 0,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    // The touch area and focus ring span the whole step (mark, title and description), so the
    // target is at least 44px however short the title is.
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      minHeight: 44,
      borderRadius: vars.radius.s,
    },
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'steps-button',
);

export const title = style(
  {
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    // A word too long for a narrow step breaks with a hyphen where the browser can hyphenate.
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    WebkitHyphens: 'auto',
    selectors: {
      '[data-status="wait"] > * > &': { color: vars.color.textSecondary },
      '[data-status="process"] > * > &': { fontWeight: 600 },
      '[data-status="error"] > * > &': { color: tone },
    },
  },
  'steps-title',
);

export const description = style(
  { color: vars.color.textSecondary, fontSize: vars.fontSize.s, overflowWrap: 'anywhere' },
  'steps-description',
);
