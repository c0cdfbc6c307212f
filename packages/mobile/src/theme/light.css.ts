import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontSizes, lightColors, radii, spaces } from './tokens';

// The light theme lives on :root so every element, including portalled overlays, has values
// even without a ConfigProvider.
createGlobalTheme(':root', vars, {
  color: lightColors,
  radius: radii,
  fontSize: fontSizes,
  space: spaces,
  duration: { fast: '150ms', normal: '250ms' },
  zIndex: { overlay: '1000', toast: '1100' },
});

globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.duration.fast]: '0ms', [vars.duration.normal]: '0ms' },
    },
  },
});

export { vars };
