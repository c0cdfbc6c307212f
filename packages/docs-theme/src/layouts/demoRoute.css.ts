import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const standalone = style({
  position: 'relative',
  minHeight: '100vh',
  background: '#ffffff',
  color: '#1c1e21',
  // The demo renders light whatever the site's colour mode: controls and scroll bars too.
  colorScheme: 'light',
});

export const hiddenTitle = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const missing = style({
  margin: '0 auto',
  padding: '0 16px 64px',
  maxWidth: 640,
  textAlign: 'center',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
