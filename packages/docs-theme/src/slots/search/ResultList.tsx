import type { SearchGroup } from '@tessera/docs-search';
import { useDeferredValue } from 'react';
import { useLangs, useT } from '../../i18n/useT';
import { HintOption } from './HintOption';
import type { Option } from './options';
import * as styles from './Search.css';

interface ResultListProps {
  listId: string;
  options: Option[];
  /** The results the hint options come from, for their group headings. */
  groups: SearchGroup[];
  active: number;
  /** The hint's link under the site's base path. */
  hrefOf(link: string): string;
  chooseAt(index: number, inPlace?: boolean): void;
  hoverAt(index: number): void;
}

/**
 * How many rows an answer brings to the DOM at once: more than the panel shows. The rest follow
 * in a render React defers (`useDeferredValue`), so the answer reaches the DOM sooner.
 */
export const FIRST_ROWS = 20;

/**
 * The listbox: recent searches, or the results: the page the query names ("Go to …") first,
 * then a group per nav item. Each option gives its place among all of them (`aria-posinset` of
 * `aria-setsize`), also while the rows after the first ones are still to come.
 */
export function ResultList({
  listId,
  options,
  groups,
  active,
  hrefOf,
  chooseAt,
  hoverAt,
}: ResultListProps) {
  const t = useT();
  const langs = useLangs();
  // The options of the last render that showed them all; others wait for the deferred render,
  // except up to the active one, which the arrow keys may have reached already.
  const complete = useDeferredValue(options);
  const rows = complete === options ? options.length : Math.max(FIRST_ROWS, active + 1);
  const count = options.length;
  const hintOption = (option: Option, at: number) => {
    if (option.kind !== 'hint') return null;
    return (
      <HintOption
        key={option.id}
        id={option.id}
        index={at}
        count={count}
        hint={option.hint}
        typeLabel={option.goTo ? t('search.goTo') : t(`search.type.${option.hint.type}`)}
        href={hrefOf(option.hint.link)}
        selected={at === active}
        contentLang={langs.content}
        onChoose={chooseAt}
        onHover={hoverAt}
      />
    );
  };
  const recent = options[0]?.kind === 'recent';
  // Where each group's options begin in `options`.
  const starts: number[] = [];
  groups.reduce((start, group) => (starts.push(start), start + group.hints.length), 0);
  return (
    <div id={listId} role="listbox" aria-label={t('search.label')} className={styles.list}>
      {recent
        ? options.slice(0, rows).map((option, at) => (
            // Combobox pattern: focus stays in the input, whose keys move aria-activedescendant.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={at === active}
              aria-posinset={at + 1}
              aria-setsize={count}
              className={styles.option}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => chooseAt(at)}
            >
              <div className={styles.optionBody}>{option.kind === 'recent' && option.query}</div>
            </div>
          ))
        : groups.map((group, g) => {
            const first = starts[g] as number;
            if (first >= rows) return null;
            const hints = options
              .slice(first, Math.min(first + group.hints.length, rows))
              .map((option, i) => hintOption(option, first + i));
            if (group.goTo) return hints;
            return (
              <div
                key={g}
                role="group"
                aria-labelledby={`${listId}-g${g}`}
                className={styles.group}
              >
                <GroupTitle id={`${listId}-g${g}`} title={group.title} />
                {hints}
              </div>
            );
          })}
    </div>
  );
}

/** A group's heading: its nav item's title, in the interface language when translated. */
function GroupTitle({ id, title }: { id: string; title?: string }) {
  const t = useT();
  const { label } = useLangs();
  const shown = title === undefined ? { text: t('search.label'), lang: undefined } : label(title);
  return (
    <div id={id} className={styles.groupTitle} lang={shown.lang}>
      {shown.text}
    </div>
  );
}
