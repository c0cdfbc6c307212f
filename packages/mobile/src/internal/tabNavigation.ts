/** A tab as keyboard navigation sees it. */
export interface NavigableTab {
  key: string;
  disabled?: boolean;
}

export type TabOrientation = 'horizontal' | 'vertical';

/**
 * The tab a key press moves to, or `undefined` when the key does nothing: the arrows of the
 * orientation step to the next or previous enabled tab, wrapping at the ends (left and right
 * swap in right-to-left layouts), Home and End go to the first and last enabled tab.
 */
export function tabForKey(
  tabs: readonly NavigableTab[],
  fromKey: string,
  key: string,
  { orientation = 'horizontal', rtl = false }: { orientation?: TabOrientation; rtl?: boolean } = {},
): string | undefined {
  const enabled = tabs.filter((tab) => !tab.disabled);
  if (enabled.length === 0) return undefined;
  if (key === 'Home') return enabled[0]?.key;
  if (key === 'End') return enabled[enabled.length - 1]?.key;
  const step = stepFor(key, orientation, rtl);
  if (step === 0) return undefined;
  const from = tabs.findIndex((tab) => tab.key === fromKey);
  for (let i = 1; i <= tabs.length; i++) {
    const tab = tabs[(((from + step * i) % tabs.length) + tabs.length) % tabs.length];
    if (tab && !tab.disabled) return tab.key;
  }
  return undefined;
}

function stepFor(key: string, orientation: TabOrientation, rtl: boolean): number {
  if (orientation === 'vertical') return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

/**
 * The tab after (`direction` 1) or before (-1) `fromKey` that can be selected, without
 * wrapping: where a swipe leads. `undefined` at the ends.
 */
export function neighbourTab(
  tabs: readonly NavigableTab[],
  fromKey: string,
  direction: 1 | -1,
): string | undefined {
  const from = tabs.findIndex((tab) => tab.key === fromKey);
  for (let i = from + direction; i >= 0 && i < tabs.length; i += direction) {
    const tab = tabs[i];
    if (tab && !tab.disabled) return tab.key;
  }
  return undefined;
}
