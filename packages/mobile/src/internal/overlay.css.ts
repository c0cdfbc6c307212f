import { keyframes } from '@vanilla-extract/css';

export const fadeIn = keyframes({ from: { opacity: 0 } }, 'fade-in');
export const fadeOut = keyframes({ to: { opacity: 0 } }, 'fade-out');

/** Every animation in the library stops when the user asks for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
