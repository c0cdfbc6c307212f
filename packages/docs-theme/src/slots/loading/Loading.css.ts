import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export { srOnly } from '../../styles/utility.css';

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.5 },
  '100%': { opacity: 1 },
});

export const skeleton = style({ maxWidth: vars.size.contentWidth, margin: '0 auto' });

export const bar = style({
  height: 16,
  margin: '0 0 14px',
  borderRadius: 4,
  background: vars.color.surface,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({ width: '40%', height: 36, marginBottom: 28 });
export const short = style({ width: '60%' });
export const block = style({ height: 160, margin: '28px 0' });
