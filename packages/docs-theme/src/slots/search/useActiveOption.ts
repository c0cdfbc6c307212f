import { useCallback, useEffect, useState } from 'react';
import type { Option } from './options';

/**
 * The active option of the listbox, which belongs to one list of options: a new list starts with
 * none active. The active option is scrolled into view; `hoverAt` makes an option active.
 */
export function useActiveOption(options: Option[]) {
  const [activeIn, setActiveIn] = useState<{ options: unknown; index: number }>({
    options: null,
    index: -1,
  });
  const active = activeIn.options === options ? activeIn.index : -1;
  const setActive = (update: (index: number) => number) =>
    setActiveIn((previous) => ({
      options,
      index: update(previous.options === options ? previous.index : -1),
    }));
  const activeOption = options[active];

  useEffect(() => {
    if (activeOption)
      document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const hoverAt = useCallback((index: number) => setActiveIn({ options, index }), [options]);
  return { active, activeOption, setActive, hoverAt };
}
