import { useRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { useControllableState } from '../internal/useControllableState';
import { useEdgeFades } from '../internal/useEdgeFades';
import { useCssPx } from '../internal/useCssPx';
import { useScrollTabIntoView } from '../internal/useScrollTabIntoView';
import { useTabList } from '../internal/useTabList';
import { Tab, type TabProps } from './Tab';
import { TabButton } from './TabButton';
import { TabPanes } from './TabPanes';
import * as styles from './Tabs.css';
import { useChangeRequest } from './useChangeRequest';
import { useInkSlide } from './useInkSlide';
import { useScrollSpy } from './useScrollSpy';

export interface TabsProps extends NativeProps<
  | '--tm-tabs-active-color'
  | '--tm-tabs-line-height'
  | '--tm-tabs-line-width'
  | '--tm-tabs-header-background'
  | '--tm-tabs-sticky-top'
> {
  /** `Tabs.Tab` elements, each with a unique `key`. */
  children?: ReactNode;
  /** The active tab's key (controlled). */
  activeKey?: string;
  /**
   * The tab active at first (uncontrolled).
   * @defaultValue the first enabled tab
   */
  defaultActiveKey?: string;
  /** Called with the key of the tab that becomes active. */
  onChange?: (key: string) => void;
  /**
   * Asked before a tab the user picked becomes active; return (or resolve) `false` to stay.
   * While it is pending a later pick wins.
   */
  beforeChange?: (next: string, current: string | undefined) => boolean | Promise<boolean>;
  /**
   * Width of the ink bar: the title's, the whole tab's, or `--tm-tabs-line-width`.
   * @defaultValue 'auto'
   */
  activeLineMode?: 'auto' | 'full' | 'fixed';
  /**
   * Tabs share the width equally; otherwise they take their own width and the list scrolls.
   * @defaultValue true
   */
  stretch?: boolean;
  /**
   * Swiping the content horizontally moves to the next or previous tab.
   * @defaultValue false
   */
  swipeable?: boolean;
  /**
   * The tab list sticks to the top of the scroll container while the content scrolls.
   * @defaultValue false
   */
  sticky?: boolean;
  /**
   * Distance of the sticky tab list from the top, in px, e.g. the height of a fixed NavBar.
   * Applied in the browser; set `--tm-tabs-sticky-top` in a stylesheet to have it in server HTML.
   * @defaultValue 0
   */
  stickyOffset?: number;
  /**
   * All panes show one after another as sections; the tabs follow the scroll, and a tab scrolls
   * to its section. Makes the tab list sticky.
   * @defaultValue false
   */
  scrollSpy?: boolean;
  /**
   * Unmounts hidden panes instead of keeping them (a tab may override it).
   * @defaultValue false
   */
  destroyOnHide?: boolean;
}

/** Switches between views of one screen with a row of tabs and an ink bar under the active one. */
export function Tabs({
  children,
  activeKey: activeKeyProp,
  defaultActiveKey,
  onChange,
  beforeChange,
  activeLineMode = 'auto',
  stretch = true,
  swipeable = false,
  sticky = false,
  stickyOffset = 0,
  scrollSpy = false,
  destroyOnHide = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: TabsProps) {
  const items = tabItems<TabProps>(children, Tab, 'Tabs');
  const tabs = items.map(({ key, props }) => ({ key, disabled: props.disabled }));
  const [activeKey, setActiveKey] = useControllableState<string | undefined>({
    value: activeKeyProp,
    defaultValue: defaultActiveKey ?? tabs.find((tab) => !tab.disabled)?.key,
    onChange: onChange as ((key: string | undefined) => void) | undefined,
  });
  const headerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [spyTo, sections] = useScrollSpy(
    scrollSpy,
    headerRef,
    tabs.map((tab) => tab.key),
    stickyOffset,
    activeKey,
    setActiveKey,
  );
  const request = useChangeRequest(activeKey, beforeChange, (key) => {
    if (scrollSpy) spyTo(key);
    setActiveKey(key);
  });
  const list = useTabList({ tabs, activeKey, onSelect: request });
  useInkSlide(activeKey, list.tabElement, activeLineMode === 'fixed');
  useScrollTabIntoView(listRef, activeKey, list.tabElement);
  useEdgeFades(listRef);
  // Applied in the browser only; see `stickyOffset`.
  useCssPx(headerRef, '--tm-tabs-sticky-top', stickyOffset);

  return (
    <div {...nativeProps(rest, styles.root)}>
      <div ref={headerRef} className={cx(styles.header, (sticky || scrollSpy) && styles.sticky)}>
        <div
          ref={listRef}
          {...list.listProps}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          className={cx(styles.list, stretch && styles.stretch)}
        >
          {items.map(({ key, props }) => (
            <TabButton
              key={key}
              tab={props}
              active={key === activeKey}
              mode={activeLineMode}
              tabProps={list.tabProps(key)}
            />
          ))}
        </div>
      </div>
      <TabPanes
        items={items}
        tabs={tabs}
        activeKey={activeKey}
        request={request}
        swipeable={swipeable}
        scrollSpy={scrollSpy}
        destroyOnHide={destroyOnHide}
        panelProps={list.panelProps}
        sections={sections}
      />
    </div>
  );
}

Tabs.Tab = Tab;
