import type { SearchClient, SearchGroup } from '@tessera/docs-search';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useHref } from 'react-router-dom';
import { optionsOf } from './options';
import { loadRecent, saveRecent } from './recentSearches';
import { handleSearchKey } from './searchKeys';
import { useActiveOption } from './useActiveOption';
import { useChoice } from './useChoice';
import { useFocusShortcut } from './useFocusShortcut';
import { useSearchClient } from './useSearchClient';

/**
 * The search box's state: the query and its results, the recent searches, whether the list is
 * open and which option is active, and what the field's events do to them.
 */
export function useSearchBox(loadClient: () => Promise<SearchClient>) {
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
  const focusField = () => input.current?.focus();
  const close = () => setOpen(false);
  const { choose, chooseAt } = useChoice({ options, query, change, focusField, close, setRecent });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleSearchKey(event, {
      ...{ options, open, activeOption, setOpen, setActive, choose, returnFocus },
      clear: () => change(''),
    });
  const clearRecent = () => {
    saveRecent([]);
    setRecent([]);
    focusField();
  };

  const onBlur = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    returnFocus.current = null;
  };

  const expanded = open && (options.length > 0 || status.kind !== 'idle' || showRecent);
  return {
    ...{ root, input, listId, query, status, groups, options, resultCount },
    ...{ active, activeOption, hoverAt, chooseAt, expanded, showRecent },
    ...{ onBlur, onFocus, change, onKeyDown, clearRecent, retry: () => void run(query) },
    hrefOf,
  };
}
