import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './light.css';
import { compactFontSizes, compactSpaces, darkColors, lightColors } from './tokens';

/** Put on any element to give it and its descendants the dark theme. */
export const darkThemeClass = style(
  { vars: assignVars(vars.color, darkColors), colorScheme: 'dark' },
  'dark',
);

/** Put on any element to give it and its descendants tighter spacing and smaller type. */
export const compactThemeClass = style(
  {
    vars: {
      ...assignVars(vars.fontSize, compactFontSizes),
      ...assignVars(vars.space, compactSpaces),
    },
  },
  'compact',
);

/** Restores light colours under a dark ancestor (a light ConfigProvider nested in a dark one). */
export const lightThemeClass = style(
  { vars: assignVars(vars.color, lightColors), colorScheme: 'light' },
  'light',
);
