import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const heading = style({ position: 'relative' });

// Shown on hover and focus; always on touch screens, which have no hover to reveal it.
export const headingAnchor = style({
  marginLeft: 8,
  padding: '0 4px',
  color: vars.color.textMuted,
  // Underlined: inside a heading's text a link must not rely on colour alone (WCAG 1.4.1).
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  opacity: 0,
  selectors: { [`${heading}:hover &, &:focus`]: { opacity: 1 } },
  '@media': { '(hover: none)': { opacity: 1 } },
});

/** The page's subtitle beside its title: the title's size, lighter, so the title leads. */
export const subtitle = style({ color: vars.color.textMuted, fontWeight: 'normal' });

export const linkCopied = style({
  marginLeft: 8,
  fontSize: 13,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});

export const pre = style({
  margin: 0,
  // Room on the right for the language and the copy button.
  padding: '14px 96px 14px 16px',
  overflowX: 'auto',
  borderRadius: vars.size.radius,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: 14,
  lineHeight: 1.6,
});

export const line = style({});

export const codeBlock = style({ position: 'relative', margin: '0 0 16px' });

export const codeBar = style({
  position: 'absolute',
  insetBlockStart: 6,
  insetInlineEnd: 6,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
});

export const codeLang = style({
  padding: '0 6px',
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: 12,
  userSelect: 'none',
});

export const codeCopy = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  background: vars.color.background,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});
