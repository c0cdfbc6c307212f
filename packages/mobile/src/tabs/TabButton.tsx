import { Badge } from '../badge/Badge';
import { cx } from '../internal/cx';
import type { TabList } from '../internal/useTabList';
import type { TabProps } from './Tab';
import * as styles from './Tabs.css';

type InkMode = 'auto' | 'full' | 'fixed';

interface TabButtonProps {
  tab: TabProps;
  active: boolean;
  mode: InkMode;
  tabProps: ReturnType<TabList['tabProps']>;
}

/**
 * One tab. The ink bar is drawn inside the active tab (inside its title with `auto`), so CSS
 * alone places it; `data-ink-anchor` marks what it spans, for the slide between tabs.
 */
export function TabButton({ tab, active, mode, tabProps }: TabButtonProps) {
  const ink = active && (
    <span data-ink className={cx(styles.line, mode === 'fixed' && styles.fixedLine)} />
  );
  return (
    <button
      type="button"
      {...tabProps}
      className={styles.tab}
      data-ink-anchor={mode !== 'auto' || undefined}
    >
      <span className={styles.title} data-ink-anchor={mode === 'auto' || undefined}>
        {tab.title}
        {mode === 'auto' && ink}
      </span>
      {tab.badge !== undefined && (
        <Badge content={tab.badge === true ? undefined : tab.badge} dot={tab.badge === true} />
      )}
      {mode !== 'auto' && ink}
    </button>
  );
}
