import {
  createGlobalVar,
  createVar,
  fallbackVar,
  keyframes,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { reducedMotion } from '../internal/overlay.css';
import { vars } from '../theme/light.css';

/** Public component variables. */
const loadingVars = {
  size: createGlobalVar('tm-loading-size'),
  color: createGlobalVar('tm-loading-color'),
};

const tintColor = createVar('loading-tint');

const spin = keyframes({ to: { transform: 'rotate(360deg)' } }, 'loading-spin');
const pulse = keyframes(
  { '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } },
  'loading-pulse',
);

export const root = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    color: fallbackVar(loadingVars.color, tintColor),
    fontSize: vars.fontSize.s,
    selectors: { '&[data-vertical]': { flexDirection: 'column' } },
  },
  'loading',
);

export const tint = styleVariants(
  {
    default: vars.color.textSecondary,
    primary: vars.color.primary,
    white: '#fff',
    inherit: 'currentColor',
  },
  (value) => ({ vars: { [tintColor]: value } }),
  'loading-tint',
);

export const spinner = style(
  {
    width: fallbackVar(loadingVars.size, '24px'),
    height: fallbackVar(loadingVars.size, '24px'),
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  'loading-spinner',
);

export const dots = style({ display: 'inline-flex', gap: 4 }, 'loading-dots');

export const dot = style(
  {
    width: 6,
    height: 6,
    borderRadius: '50%',
    background: 'currentColor',
    animation: `${pulse} 1.2s ease-in-out infinite`,
    selectors: {
      '&:nth-child(2)': { animationDelay: '0.15s' },
      '&:nth-child(3)': { animationDelay: '0.3s' },
    },
    '@media': { [reducedMotion]: { animation: 'none', opacity: 0.7 } },
  },
  'loading-dot',
);

export const fullScreen = style(
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    justifyContent: 'center',
    background: vars.color.mask,
    vars: { [tintColor]: '#fff' },
  },
  'loading-full-screen',
);
