import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `['color', 'textSecondary']` → `tm-color-text-secondary`. */
function toVarName(_value: string | null, path: string[]): string {
  return `tm-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/**
 * The design-token roles, as stable `--tm-*` CSS variables. Components read only these roles
 * (never raw colours), so a theme is a set of values for this contract.
 *
 * Colour roles:
 * - `primary`: the brand colour; filled buttons, links, active states, progress.
 * - `success` / `warning` / `danger`: outcome colours for status, destructive actions and errors.
 * - `text`: body text and titles.
 * - `textSecondary`: descriptions, captions, placeholders.
 * - `textOnColor`: text placed on a filled brand or status colour.
 * - `background`: surfaces that content sits on (cards, sheets, dialogs).
 * - `backgroundPage`: the page behind surfaces.
 * - `fill`: quiet fills such as tracks, skeleton blocks and pressed states.
 * - `border`: hairlines and outlines.
 * - `mask`: the dimming layer behind overlays.
 * - `toast`: the background of toasts and dark popovers.
 *
 * Sizes: `radius` (corner rounding), `fontSize` (type scale), `space` (padding and gaps),
 * `duration` (motion timing, zeroed under reduced motion).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: null,
      success: null,
      warning: null,
      danger: null,
      text: null,
      textSecondary: null,
      textOnColor: null,
      background: null,
      backgroundPage: null,
      fill: null,
      border: null,
      mask: null,
      toast: null,
    },
    radius: { s: null, m: null, l: null, round: null },
    fontSize: { xs: null, s: null, m: null, l: null, xl: null },
    space: { xs: null, s: null, m: null, l: null, xl: null },
    duration: { fast: null, normal: null },
    zIndex: { overlay: null, toast: null },
  },
  toVarName,
);
