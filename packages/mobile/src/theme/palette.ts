/**
 * Raw colour ramps. Components never read these: they read the roles in `contract.css.ts`,
 * which the light and dark themes fill from these ramps. Not exported from the package.
 */
export const palette = {
  blue: { 300: '#6aa6ff', 400: '#3d8bff', 500: '#1677ff', 600: '#0958d9' },
  green: { 400: '#3fc15a', 500: '#00b578', 600: '#00945f', 700: '#007a4d' },
  orange: { 400: '#ffa940', 500: '#ff8f1f', 600: '#e07400', 700: '#ad5800' },
  red: { 400: '#ff6a60', 500: '#ff3141', 600: '#cf1322' },
  gray: {
    0: '#ffffff',
    50: '#f5f5f5',
    100: '#eeeeee',
    200: '#e5e5e5',
    300: '#cccccc',
    500: '#999999',
    600: '#666666',
    700: '#4d4d4d',
    800: '#333333',
    900: '#1a1a1a',
    950: '#111111',
    1000: '#000000',
  },
  night: {
    surface: '#1a1a1a',
    raised: '#262626',
    line: '#333333',
    text: '#e6e6e6',
    muted: '#999999',
  },
} as const;
