import type { MutableRefObject } from 'react';
import type { NavigableTab } from '../internal/tabNavigation';
import { usePanes } from '../internal/usePanes';
import type { TabList } from '../internal/useTabList';
import type { TabProps } from './Tab';
import { TabPanel } from './TabPanel';
import * as styles from './Tabs.css';
import { useSwipePanes } from './useSwipePanes';

interface TabPanesProps {
  items: Array<{ key: string; props: TabProps }>;
  tabs: readonly NavigableTab[];
  activeKey: string | undefined;
  /** Asks to change tab, as a pick in the tab list does. */
  request: (key: string) => Promise<void>;
  swipeable: boolean;
  /** All panes show, one after another, as sections: none to swipe to. */
  scrollSpy: boolean;
  /** The Tabs' `destroyOnHide`, which a tab may override. */
  destroyOnHide: boolean;
  panelProps: TabList['panelProps'];
  /** Each pane's element by its key, for scroll-spy. */
  sections: MutableRefObject<Map<string, HTMLElement>>;
}

/**
 * The panes under the tab row: which of them render, and swiping between them, with the
 * neighbour that a swipe drags in shown beside the active one.
 */
export function TabPanes({
  items,
  tabs,
  activeKey,
  request,
  swipeable,
  scrollSpy,
  destroyOnHide,
  panelProps,
  sections,
}: TabPanesProps) {
  const shouldRender = usePanes(activeKey);
  const { dragRef, trackRef, peek } = useSwipePanes(
    swipeable && !scrollSpy,
    tabs,
    activeKey,
    request,
  );
  return (
    <div ref={dragRef} className={styles.content}>
      <div ref={trackRef} className={styles.track}>
        {items.map(({ key, props }) => {
          const side = peek?.key === key ? peek.side : undefined;
          const render =
            scrollSpy ||
            side !== undefined ||
            shouldRender(key, {
              forceRender: props.forceRender,
              destroyOnHide: props.destroyOnHide ?? destroyOnHide,
            });
          return (
            <TabPanel
              key={key}
              panelProps={panelProps(key)}
              shown={scrollSpy || key === activeKey || side !== undefined}
              peek={side}
              sectionRef={(el) => {
                if (el) sections.current.set(key, el);
                else sections.current.delete(key);
              }}
            >
              {render ? props.children : null}
            </TabPanel>
          );
        })}
      </div>
    </div>
  );
}
