import type { SearchHint } from '@tessera/docs-search';
import { memo, type MouseEvent } from 'react';
import { Highlight } from './Highlight';
import * as styles from './Search.css';

interface HintOptionProps {
  id: string;
  index: number;
  /** How many options the listbox holds, this one among them. */
  count: number;
  hint: SearchHint;
  /** The hint's type ('Page', 'Section'…), or 'Go to' for the page the query names. */
  typeLabel: string;
  /** Where the link leads: the hint's link under the site's base path. */
  href: string;
  selected: boolean;
  /** The `lang` of the result's texts, which are the pages', inside the interface's. */
  contentLang?: string;
  /**
   * Stable callbacks, so a keystroke or an arrow key re-renders only the rows that change.
   * `inPlace` is true for a plain click, which the box follows itself (client-side); a click
   * that opens a new tab or window (Ctrl, ⌘, Shift, middle button) is left to the browser.
   */
  onChoose(index: number, inPlace: boolean): void;
  onHover(index: number): void;
}

/** A click the browser would not open in place: another button or a modifier key. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One result in the listbox: its type, its title and its snippet, matches marked, as a real
 * link, so it can be opened in a new tab or copied like any link. Every hint but a page's
 * names its page (for an API row, the table's component): beside the title when there is a
 * snippet, in its place otherwise.
 */
export const HintOption = memo(function HintOption({
  id,
  index,
  count,
  hint,
  typeLabel,
  href,
  selected,
  contentLang,
  onChoose,
  onHover,
}: HintOptionProps) {
  const follow = (event: MouseEvent) => {
    const inPlace = !opensElsewhere(event);
    if (inPlace) event.preventDefault();
    onChoose(index, inPlace);
  };
  return (
    // The option is the link itself (an `a` may take the option role): a link nested in an
    // option would be interactive content inside an element whose children are presentational.
    // Out of the tab order: the input's arrow keys and Enter reach it.
    <a
      id={id}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={count}
      href={href}
      tabIndex={-1}
      className={`${styles.option} ${styles.optionBody}`}
      // Combobox pattern: focus stays in the input, whose keys move aria-activedescendant.
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => onHover(index)}
      onClick={follow}
      onAuxClick={(event) => event.button === 1 && onChoose(index, false)}
    >
      <span className={styles.hintType}>{typeLabel}</span>
      <span className={styles.hintTitle} lang={contentLang}>
        <Highlight texts={hint.highlightTitleTexts} />
        {hint.highlightTexts.length > 0 && hint.type !== 'page' && (
          // The same prop in two API tables, or a paragraph under a common heading: the page
          // (or the table's component) tells them apart.
          <span className={styles.hintPage}> · {hint.pageTitle}</span>
        )}
      </span>
      {hint.highlightTexts.length > 0 ? (
        <span className={styles.hintText} lang={contentLang}>
          <Highlight texts={hint.highlightTexts} />
        </span>
      ) : (
        // Many pages share section names (Accessibility, API): the page tells them apart.
        hint.type !== 'page' && (
          <span className={styles.hintText} lang={contentLang}>
            {hint.pageTitle}
          </span>
        )
      )}
    </a>
  );
});
