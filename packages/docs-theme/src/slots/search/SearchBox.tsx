import type { SearchClient, SearchGroup } from '@tessera/docs-search';
import { MAX_QUERY_LENGTH } from '@tessera/docs-search/types';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useLangs, useT } from '../../i18n/useT';
import { optionsOf, type Option } from './options';
import { addRecent, loadRecent, saveRecent } from './recentSearches';
import { ResultList } from './ResultList';
import { SearchMessages } from './SearchMessages';
import { useActiveOption } from './useActiveOption';
import { useFocusShortcut } from './useFocusShortcut';
import { useSearchClient } from './useSearchClient';
import { srOnly } from '../../styles/utility.css';
import * as styles from './Search.css';

/**
 * The search box: a combobox whose listbox holds the results, grouped by section of the
 * site, each a link. Ctrl/⌘+K or '/' focuses it; arrow keys move through the results, Enter
 * or a click opens one in place, Ctrl/⌘-click or a middle click in a new tab; Escape closes
 * the list.
 */
export function SearchBox({ loadClient }: { loadClient: () => Promise<SearchClient> }) {
  const t = useT();
  const { chrome } = useLangs();
  const navigate = useNavigate();
  // Result links are paths from the site's root; under a base path their hrefs carry it.
  const base = useHref('/').replace(/\/$/, '');
  const hrefOf = useCallback((link: string) => base + link, [base]);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const prepared = useRef(false);
  /** Where the focus was when a shortcut brought it here; Escape gives it back. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const { status, prepare, schedule, run } = useSearchClient(loadClient);

  const groups = useMemo<SearchGroup[]>(
    () => (status.kind === 'results' && query.trim() ? status.groups : []),
    [status, query],
  );
  const showRecent = !query.trim() && recent.length > 0;
  const options = useMemo(
    () => optionsOf(baseId, groups, showRecent ? recent : null),
    [showRecent, recent, groups, baseId],
  );
  // The page a query names is offered first and again in its group: counted once.
  const resultCount = options.filter((option) => option.kind === 'hint' && !option.goTo).length;
  const { active, activeOption, setActive, hoverAt } = useActiveOption(options);

  useFocusShortcut(input, returnFocus);

  const onFocus = () => {
    setRecent(loadRecent());
    setOpen(true);
    if (!prepared.current) {
      prepared.current = true;
      prepare();
    }
  };

  const change = (value: string, composing = false) => {
    setQuery(value);
    setOpen(true);
    // Pinyin and other input methods: search the committed text, not every keystroke of it.
    if (!composing) schedule(value);
  };

  /** `inPlace` false: the browser opens the link in a new tab or window; this page stays. */
  const choose = (option: Option, inPlace = true) => {
    if (option.kind === 'recent') {
      change(option.query);
      input.current?.focus();
      return;
    }
    const next = addRecent(loadRecent(), query);
    saveRecent(next);
    setRecent(next);
    if (!inPlace) return;
    setOpen(false);
    void navigate(option.hint.link);
  };

  // The rows get callbacks that never change, which reach the latest `choose` through a ref.
  const chooseLatest = useRef(choose);
  useLayoutEffect(() => {
    chooseLatest.current = choose;
  });
  const chooseAt = useCallback(
    (index: number, inPlace?: boolean) => {
      const option = options[index];
      if (option) chooseLatest.current(option, inPlace);
    },
    [options],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      if (open && activeOption) {
        event.preventDefault();
        choose(activeOption);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (open) setOpen(false);
      else change('');
      // Opened with a shortcut: Escape leaves the search and goes back where the visitor was.
      if (previous?.isConnected) previous.focus();
    }
  };

  const clearRecent = () => {
    saveRecent([]);
    setRecent([]);
    input.current?.focus();
  };

  const expanded = open && (options.length > 0 || status.kind !== 'idle' || showRecent);
  const typed = query.trim().length > 0;

  return (
    <div
      ref={root}
      className={styles.root}
      lang={chrome}
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        returnFocus.current = null;
      }}
    >
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
          aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
          placeholder={t('search.placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={onFocus}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            change(event.target.value, (event.nativeEvent as InputEvent).isComposing)
          }
          onCompositionEnd={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </div>
      {/* Always in the page, so screen readers hear each new count; empty while nothing is found. */}
      <p role="status" className={srOnly} lang={chrome}>
        {expanded && groups.length > 0
          ? t('search.resultCount', { count: String(resultCount) })
          : ''}
      </p>
      <div className={styles.panel} hidden={!expanded}>
        <SearchMessages
          status={status}
          typed={typed}
          found={groups.length > 0}
          retry={() => void run(query)}
        />
        {showRecent && (
          <div className={styles.recentHeader}>
            <span id={`${listId}-recent`}>{t('search.recent')}</span>
            <button type="button" className={styles.textButton} onClick={clearRecent}>
              {t('search.clearRecent')}
            </button>
          </div>
        )}
        <ResultList
          listId={listId}
          options={options}
          groups={groups}
          active={active}
          hrefOf={hrefOf}
          chooseAt={chooseAt}
          hoverAt={hoverAt}
        />
      </div>
    </div>
  );
}
