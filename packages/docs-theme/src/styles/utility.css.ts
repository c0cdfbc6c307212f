import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Off screen but selectable: the fallback copy selects text in it. */
export const offscreen = style({ position: 'fixed', left: -9999, top: 0, opacity: 0 });
