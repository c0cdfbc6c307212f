import type { SearchHint } from '@tessera/docs-search';
import { memo } from 'react';
import { Highlight } from './Highlight';
import * as styles from './Search.css';

interface HintOptionProps {
  id: string;
  index: number;
  hint: SearchHint;
  typeLabel: string;
  selected: boolean;
  /** Stable callbacks, so a keystroke or an arrow key re-renders only the rows that change. */
  onChoose(index: number): void;
  onHover(index: number): void;
}

/**
 * One result in the listbox: its type, its title and its snippet, matches marked. Every hint
 * but a page's names its page (for an API row, the table's component): beside the title when
 * there is a snippet, in its place otherwise.
 */
export const HintOption = memo(function HintOption({
  id,
  index,
  hint,
  typeLabel,
  selected,
  onChoose,
  onHover,
}: HintOptionProps) {
  return (
    // Combobox pattern: focus stays in the input, whose keys move aria-activedescendant.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => onHover(index)}
      onClick={() => onChoose(index)}
    >
      <span className={styles.hintType}>{typeLabel}</span>
      <span className={styles.hintTitle}>
        <Highlight texts={hint.highlightTitleTexts} />
        {hint.highlightTexts.length > 0 && hint.type !== 'page' && (
          // The same prop in two API tables, or a paragraph under a common heading: the page
          // (or the table's component) tells them apart.
          <span className={styles.hintPage}> · {hint.pageTitle}</span>
        )}
      </span>
      {hint.highlightTexts.length > 0 ? (
        <span className={styles.hintText}>
          <Highlight texts={hint.highlightTexts} />
        </span>
      ) : (
        // Many pages share section names (Accessibility, API): the page tells them apart.
        hint.type !== 'page' && <span className={styles.hintText}>{hint.pageTitle}</span>
      )}
    </div>
  );
});
