import { useRef, type ReactNode } from 'react';
import type { PaneOptions } from './usePanes';
import { usePanes } from './usePanes';
import { useEdgeFades } from './useEdgeFades';
import { useScrollTabIntoView } from './useScrollTabIntoView';
import { useTabList } from './useTabList';

interface StripItem extends PaneOptions {
  key: string;
  disabled?: boolean;
  children?: ReactNode;
}

interface StripClasses {
  list: string;
  tab: string;
  pane: string;
}

interface TabStripProps<T extends StripItem> {
  items: readonly T[];
  activeKey: string | undefined;
  onSelect: (key: string) => void;
  destroyOnHide: boolean;
  classes: StripClasses;
  renderTab: (item: T, active: boolean) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A scrolling row of tabs and their panes, for the tab components without an ink bar: the
 * shared keyboard pattern, lazy panes, the active tab kept in view and faded edges.
 */
export function TabStrip<T extends StripItem>({
  items,
  activeKey,
  onSelect,
  destroyOnHide,
  classes,
  renderTab,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TabStripProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const list = useTabList({ tabs: items, activeKey, onSelect });
  const shouldRender = usePanes(activeKey);
  useScrollTabIntoView(listRef, activeKey, list.tabElement);
  useEdgeFades(listRef);
  return (
    <>
      <div
        ref={listRef}
        {...list.listProps}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={classes.list}
      >
        {items.map((item) => (
          <button key={item.key} type="button" {...list.tabProps(item.key)} className={classes.tab}>
            {renderTab(item, item.key === activeKey)}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          {...list.panelProps(item.key)}
          role="tabpanel"
          tabIndex={0}
          hidden={item.key !== activeKey}
          className={classes.pane}
        >
          {shouldRender(item.key, {
            forceRender: item.forceRender,
            destroyOnHide: item.destroyOnHide ?? destroyOnHide,
          })
            ? item.children
            : null}
        </div>
      ))}
    </>
  );
}
