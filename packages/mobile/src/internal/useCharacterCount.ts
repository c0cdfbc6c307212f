import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import { countGraphemes } from './graphemes';

type ShowCount = boolean | ((count: number, maxLength: number | undefined) => ReactNode);

/**
 * The character count of a text field (Input, TextArea) with `showCount`: what it shows, the id
 * of the element that shows it, and the field's `aria-describedby` with that id added to the
 * caller's own. Characters are counted as people count them (see `countGraphemes`).
 */
export function useCharacterCount(
  showCount: ShowCount,
  value: string,
  maxLength: number | undefined,
  describedBy: string | undefined,
) {
  const id = useId();
  const shown = showCount !== false;
  const count = countGraphemes(value);
  return {
    shown,
    id,
    text:
      typeof showCount === 'function'
        ? showCount(count, maxLength)
        : maxLength === undefined
          ? count
          : `${count}/${maxLength}`,
    describedBy: cx(describedBy, shown && id) || undefined,
  };
}
