import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { hairline } from '../internal/hairline';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const navBarVars = {
  height: createGlobalVar('tm-nav-bar-height'),
  background: createGlobalVar('tm-nav-bar-background'),
  borderColor: createGlobalVar('tm-nav-bar-border-color'),
};

const height = fallbackVar(navBarVars.height, '46px');

export const root = style(
  {
    boxSizing: 'content-box',
    display: 'grid',
    // Equal side columns keep the title centred on the bar whatever the sides hold; the title
    // column shrinks first and cuts its text.
    gridTemplateColumns: 'minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr)',
    alignItems: 'center',
    gap: vars.space.s,
    height,
    paddingInline: vars.space.m,
    backgroundColor: fallbackVar(navBarVars.background, vars.color.background),
    color: vars.color.text,
    fontSize: vars.fontSize.m,
  },
  'nav-bar',
);

export const safeArea = style({ paddingTop: 'env(safe-area-inset-top)' }, 'nav-bar-safe-area');

// A hairline inside the bar's height, so a fixed bar and its placeholder stay the same height.
export const bordered = style(
  hairline('bottom', fallbackVar(navBarVars.borderColor, vars.color.border)),
  'nav-bar-bordered',
);

export const fixed = style(
  { position: 'fixed', top: 0, insetInline: 0, zIndex: 100 },
  'nav-bar-fixed',
);

// A bar that is not fixed stays at the top of its scroll container, so the small title has
// somewhere to appear once the large one has scrolled away.
export const sticky = style({ position: 'sticky', top: 0, zIndex: 100 }, 'nav-bar-sticky');

export const placeholder = style({ boxSizing: 'content-box', height }, 'nav-bar-placeholder');

export const start = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.xs, justifySelf: 'start' },
  'nav-bar-start',
);

export const end = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.xs, justifySelf: 'end' },
  'nav-bar-end',
);

export const title = style(
  {
    minWidth: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textAlign: 'center',
    fontWeight: 600,
    fontSize: vars.fontSize.l,
  },
  'nav-bar-title',
);

// Hidden, the small title keeps its box (author styles beat the browser's `display: none`) so
// that it can fade; its cell holds the bar's layout even where a reset forces `[hidden]` out.
// The theme's durations are 0 under reduced motion: the title then switches without fading.
export const smallTitle = style(
  {
    transition: `opacity ${vars.duration.fast}, visibility ${vars.duration.fast}`,
    selectors: { '&[hidden]': { display: 'inline', opacity: 0, visibility: 'hidden' } },
  },
  'nav-bar-small-title',
);

export const largeTitle = style(
  {
    margin: 0,
    padding: `0 ${vars.space.m} ${vars.space.s}`,
    color: vars.color.text,
    fontSize: 34,
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: 'start',
    overflowWrap: 'anywhere',
  },
  'nav-bar-large-title',
);

export const back = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    minWidth: 44,
    minHeight: 44,
    marginInlineStart: `calc(-1 * ${vars.space.s})`,
    paddingInline: vars.space.s,
    border: 0,
    borderRadius: vars.radius.s,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
    },
  },
  'nav-bar-back',
);

export const backIcon = style({ display: 'flex', fontSize: 22 }, 'nav-bar-back-icon');
