import { useId, useRef, type KeyboardEvent } from 'react';
import { isRtl } from './direction';
import { tabForKey, type NavigableTab, type TabOrientation } from './tabNavigation';
import { useAfterAnswer } from './useAfterAnswer';

interface TabListOptions {
  tabs: readonly NavigableTab[];
  activeKey: string | undefined;
  /** Asks to select a tab; a Promise, if returned, settles once the change is answered. */
  onSelect: (key: string) => void | Promise<unknown>;
  orientation?: TabOrientation;
}

export interface TabList {
  /** Props for the element holding the tabs. */
  listProps: {
    role: 'tablist';
    'aria-orientation': TabOrientation;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Props for one tab: roving tab stop, selection state, and the panel it controls. */
  tabProps: (key: string) => {
    id: string;
    role: 'tab';
    'aria-selected': boolean;
    'aria-controls': string;
    'aria-disabled': true | undefined;
    tabIndex: 0 | -1;
    ref: (el: HTMLElement | null) => void;
    onClick: () => void;
  };
  /** Props for the panel of a tab. */
  panelProps: (key: string) => { id: string; role: 'tabpanel'; 'aria-labelledby': string };
  /** The tab element of a key, once mounted. */
  tabElement: (key: string) => HTMLElement | undefined;
}

/**
 * The tabs pattern shared by every tab component: one tab stop (the selected tab), arrow keys
 * that move focus and select (flipped in right-to-left layouts), Home and End, disabled tabs
 * skipped, and ids that tie each tab to its panel.
 */
export function useTabList({
  tabs,
  activeKey,
  onSelect,
  orientation = 'horizontal',
}: TabListOptions): TabList {
  const base = useId();
  const elements = useRef(new Map<string, HTMLElement>());
  const index = (key: string) => tabs.findIndex((tab) => tab.key === key);
  const tabId = (key: string) => `${base}tab${index(key)}`;
  const panelId = (key: string) => `${base}panel${index(key)}`;
  const focusKey =
    activeKey !== undefined && tabs.some((tab) => tab.key === activeKey && !tab.disabled)
      ? activeKey
      : tabs.find((tab) => !tab.disabled)?.key;

  // Keys select the tab they focus (automatic activation), so focus and selection end together:
  // once every change the keys asked has been answered and rendered, focus left on a tab that
  // is not selected (refused by `beforeChange`, or kept by a controlling parent) goes back.
  const asking = useRef(0);
  const focusSelected = useAfterAnswer(() => {
    const selected = focusKey === undefined ? undefined : elements.current.get(focusKey);
    const focused = selected?.ownerDocument.activeElement;
    if (!asking.current && [...elements.current.values()].some((el) => el === focused))
      selected?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const from = (event.target as HTMLElement).closest('[role="tab"]');
    const fromKey = [...elements.current].find(([, el]) => el === from)?.[0];
    if (fromKey === undefined) return;
    const rtl = isRtl(event.currentTarget);
    const next = tabForKey(tabs, fromKey, event.key, { orientation, rtl });
    if (next === undefined) return;
    event.preventDefault();
    asking.current++;
    elements.current.get(next)?.focus();
    const answered = () => {
      asking.current--;
      focusSelected();
    };
    void Promise.resolve(onSelect(next)).then(answered, answered);
  };

  return {
    listProps: { role: 'tablist', 'aria-orientation': orientation, onKeyDown },
    tabProps: (key) => {
      const disabled = tabs[index(key)]?.disabled === true;
      return {
        id: tabId(key),
        role: 'tab',
        'aria-selected': key === activeKey,
        'aria-controls': panelId(key),
        'aria-disabled': disabled || undefined,
        tabIndex: key === focusKey ? 0 : -1,
        ref: (el) => {
          if (el) elements.current.set(key, el);
          else elements.current.delete(key);
        },
        onClick: () => {
          if (!disabled) onSelect(key);
        },
      };
    },
    panelProps: (key) => ({ id: panelId(key), role: 'tabpanel', 'aria-labelledby': tabId(key) }),
    tabElement: (key) => elements.current.get(key),
  };
}
