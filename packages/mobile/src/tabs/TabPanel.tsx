import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { TabList } from '../internal/useTabList';
import * as styles from './Tabs.css';

interface TabPanelProps {
  panelProps: ReturnType<TabList['panelProps']>;
  /** Whether the pane is on screen: active, a section in scroll-spy mode, or peeking. */
  shown: boolean;
  /** The side a pane shows on while a swipe drags it in, hidden from screen readers then. */
  peek: 'next' | 'prev' | undefined;
  sectionRef: (el: HTMLElement | null) => void;
  children: ReactNode;
}

/** One pane: a `tabpanel`, focusable so its content can be scrolled by keyboard. */
export function TabPanel({ panelProps, shown, peek, sectionRef, children }: TabPanelProps) {
  return (
    <div
      ref={sectionRef}
      {...panelProps}
      role="tabpanel"
      tabIndex={0}
      hidden={!shown}
      aria-hidden={peek ? true : undefined}
      className={cx(styles.pane, peek && styles.peek[peek])}
    >
      {children}
    </div>
  );
}
