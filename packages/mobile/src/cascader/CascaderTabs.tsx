import type { KeyboardEvent } from 'react';
import { isRtl } from '../internal/direction';
import { moveFocus } from '../internal/rovingFocus';
import * as styles from './Cascader.css';

interface CascaderTabsProps {
  /** The view's id, which the tab and panel ids start with. */
  id: string;
  /** How many tabs there are: the chosen levels, and the next one while it is open or loading. */
  count: number;
  /** The level whose tab is shown. */
  tab: number;
  /** The label of each chosen level; the levels after them show the placeholder. */
  labels: string[];
  /** The tab text of a level not chosen yet, or a function of the level that gives it. */
  placeholder: string | ((level: number) => string);
  /** The tablist's accessible name. */
  name: string;
  onShow: (level: number) => void;
}

/** A CascaderView's tab per level, moved through with the arrow keys. */
export function CascaderTabs({
  id,
  count,
  tab,
  labels,
  placeholder,
  name,
  onShow,
}: CascaderTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = event.currentTarget;
    const target = moveFocus(event, tabs, '[role="tab"]', 'horizontal', isRtl(tabs));
    if (target) onShow(Number(target.dataset.level));
  };
  return (
    // Focus lives on the tabs (one Tab stop), not on the tablist.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div className={styles.tabs} role="tablist" aria-label={name} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, level) => (
        <button
          key={level}
          type="button"
          role="tab"
          id={`${id}-tab-${level}`}
          className={styles.tab}
          aria-selected={level === tab}
          aria-controls={`${id}-panel`}
          tabIndex={level === tab ? 0 : -1}
          data-level={level}
          data-placeholder={level < labels.length ? undefined : true}
          onClick={() => onShow(level)}
        >
          {labels[level] ?? (typeof placeholder === 'function' ? placeholder(level) : placeholder)}
        </button>
      ))}
    </div>
  );
}
