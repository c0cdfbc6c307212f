import type { SearchClient } from '@tessera/docs-search';
import { useLangs, useT } from '../../i18n/useT';
import { ResultList } from './ResultList';
import { SearchField } from './SearchField';
import { SearchMessages } from './SearchMessages';
import { useSearchBox } from './useSearchBox';
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
  const {
    root,
    input,
    listId,
    expanded,
    activeOption,
    query,
    onFocus,
    change,
    onKeyDown,
    onBlur,
    groups,
    resultCount,
    status,
    retry,
    showRecent,
    clearRecent,
    options,
    active,
    hrefOf,
    chooseAt,
    hoverAt,
  } = useSearchBox(loadClient);
  return (
    <div ref={root} className={styles.root} lang={chrome} onBlur={onBlur}>
      <SearchField
        input={input}
        listId={listId}
        expanded={expanded}
        activeId={expanded && activeOption ? activeOption.id : undefined}
        query={query}
        onFocus={onFocus}
        onChange={change}
        onKeyDown={onKeyDown}
      />
      {/* Always in the page, so screen readers hear each new count; empty while nothing is found. */}
      <p role="status" className={srOnly} lang={chrome}>
        {expanded && groups.length > 0
          ? t('search.resultCount', { count: String(resultCount) })
          : ''}
      </p>
      <div className={styles.panel} hidden={!expanded}>
        <SearchMessages
          status={status}
          typed={query.trim().length > 0}
          found={groups.length > 0}
          retry={retry}
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
