import { MAX_QUERY_LENGTH } from '@tessera/docs-search/types';
import type { ChangeEvent, KeyboardEvent, RefObject } from 'react';
import { useT } from '../../i18n/useT';
import * as styles from './Search.css';

interface SearchFieldProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  expanded: boolean;
  /** The id of the option the arrow keys reached, if the list shows it. */
  activeId: string | undefined;
  query: string;
  onFocus: () => void;
  /** A new value; `composing` while an input method has not committed its text. */
  onChange: (value: string, composing?: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The combobox's text field, with its icon and the '/' shortcut's hint. */
export function SearchField({
  input,
  listId,
  expanded,
  activeId,
  query,
  onFocus,
  onChange,
  onKeyDown,
}: SearchFieldProps) {
  const t = useT();
  return (
    <div className={styles.field}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" />
      </svg>
      <input
        ref={input}
        type="search"
        className={styles.input}
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={t('search.placeholder')}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={onFocus}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.value, (event.nativeEvent as InputEvent).isComposing)
        }
        onCompositionEnd={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.kbd} aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
