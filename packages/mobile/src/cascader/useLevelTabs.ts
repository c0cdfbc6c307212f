import { useState } from 'react';

/**
 * The tabs of a CascaderView, given its levels and the chosen options: how many there are, the
 * one shown, and what shows another (and tells `onTabsChange`). There is a tab per chosen level,
 * plus one for the next level while it is open (the path is not a leaf) or loading; at least one.
 */
export function useLevelTabs(
  levels: readonly unknown[],
  chosen: readonly unknown[],
  isLeaf: boolean,
  loading: boolean,
  onTabsChange: ((index: number) => void) | undefined,
) {
  const count = Math.min(
    levels.length + (loading ? 1 : 0),
    Math.max(chosen.length + (isLeaf ? 0 : 1), 1),
  );
  const [shown, setShown] = useState(count - 1);
  const show = (index: number) => {
    setShown(index);
    onTabsChange?.(index);
  };
  return [count, Math.min(shown, count - 1), show] as const;
}
