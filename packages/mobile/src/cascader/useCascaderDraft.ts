import { useEffect, useRef, useState } from 'react';

/**
 * The choice in an open Cascader, a draft until it is confirmed. Each opening starts again from
 * the confirmed value (no draft) with a fresh view: `opening` counts the openings, for the view's
 * `key`. `latest` holds the latest choice for confirm, even when Confirm is tapped before the
 * choice has rendered. Returned as `[draft, latest, choose, opening]`.
 */
export function useCascaderDraft<D>(visible: boolean) {
  const [draft, setDraft] = useState<D | null>(null);
  const latest = useRef(draft);
  const [opening, setOpening] = useState({ visible, count: 0 });
  if (opening.visible !== visible) {
    setOpening({ visible, count: opening.count + (visible ? 1 : 0) });
    if (visible) setDraft(null);
  }
  useEffect(() => {
    if (visible) latest.current = null;
  }, [visible]);
  const choose = (next: D) => {
    latest.current = next;
    setDraft(next);
  };
  return [draft, latest, choose, opening.count] as const;
}
