import { fallbackVar } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/**
 * The bare native field inside Input and TextArea: no box of its own (the surrounding row or
 * card draws it), inherited colour, and text of at least 16 px, because iOS Safari zooms the
 * page into any field whose text is smaller.
 */
export function textFieldStyle(fontSize: string, placeholderColor: string) {
  return {
    flex: 1,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: `max(16px, ${fallbackVar(fontSize, vars.fontSize.l)})`,
    lineHeight: 1.5,
    appearance: 'none',
    '::placeholder': { color: fallbackVar(placeholderColor, vars.color.textSecondary), opacity: 1 },
  } as const;
}
