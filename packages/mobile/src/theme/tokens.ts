import { palette } from './palette';

type ColorRole =
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger'
  | 'text'
  | 'textSecondary'
  | 'textOnColor'
  | 'background'
  | 'backgroundPage'
  | 'fill'
  | 'border'
  | 'mask'
  | 'toast';

/**
 * Colour values of the light theme, by role. Each colour role reads at 4.5:1 or more (WCAG AA)
 * as text on the background and page background, and under white text on a filled control.
 */
export const lightColors: Record<ColorRole, string> = {
  primary: palette.blue[600],
  success: palette.green[700],
  warning: palette.orange[700],
  danger: palette.red[600],
  text: palette.gray[800],
  textSecondary: palette.gray[600],
  textOnColor: palette.gray[0],
  background: palette.gray[0],
  backgroundPage: palette.gray[50],
  fill: palette.gray[100],
  border: palette.gray[200],
  mask: 'rgba(0, 0, 0, 0.55)',
  toast: 'rgba(0, 0, 0, 0.75)',
};

/**
 * Colour values of the dark theme: raised surfaces get lighter, brand colours lighter too, so
 * they read as text on dark surfaces; filled controls then carry dark text (4.5:1 or more).
 */
export const darkColors: Record<ColorRole, string> = {
  primary: palette.blue[400],
  success: palette.green[400],
  warning: palette.orange[400],
  danger: palette.red[400],
  text: palette.night.text,
  textSecondary: palette.night.muted,
  textOnColor: palette.gray[950],
  background: palette.night.surface,
  backgroundPage: palette.gray[1000],
  fill: palette.night.raised,
  border: palette.night.line,
  mask: 'rgba(0, 0, 0, 0.7)',
  toast: 'rgba(60, 60, 60, 0.92)',
};

export const radii = { s: '4px', m: '8px', l: '12px', round: '999px' };
export const fontSizes = { xs: '12px', s: '13px', m: '15px', l: '17px', xl: '20px' };
export const spaces = { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' };

/** The compact theme tightens spacing and type one step; colours are untouched. */
export const compactFontSizes = { xs: '11px', s: '12px', m: '14px', l: '15px', xl: '18px' };
export const compactSpaces = { xs: '2px', s: '6px', m: '8px', l: '12px', xl: '16px' };
