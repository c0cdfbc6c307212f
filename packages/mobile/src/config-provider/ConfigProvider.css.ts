import { style } from '@vanilla-extract/css';

// The provider must not change layout: its box disappears, yet its theme variables still
// inherit to its children.
export const root = style({ display: 'contents' }, 'config-provider');
