import { useState } from 'react';

export interface PaneOptions {
  forceRender?: boolean;
  destroyOnHide?: boolean;
}

/**
 * Which panes to render: the active one, those shown before (kept so their state survives)
 * unless `destroyOnHide`, and those with `forceRender`. Others stay empty until first shown.
 */
export function usePanes(activeKey: string | undefined) {
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(activeKey === undefined ? [] : [activeKey]),
  );
  if (activeKey !== undefined && !shown.has(activeKey)) setShown(new Set(shown).add(activeKey));
  return (key: string, { forceRender = false, destroyOnHide = false }: PaneOptions) =>
    key === activeKey || forceRender || (!destroyOnHide && shown.has(key));
}
