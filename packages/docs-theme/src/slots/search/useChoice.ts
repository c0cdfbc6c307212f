import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Option } from './options';
import { addRecent, loadRecent, saveRecent } from './recentSearches';

interface Choice {
  options: Option[];
  query: string;
  /** Makes a text the query, as if typed. */
  change: (value: string) => void;
  focusField: () => void;
  close: () => void;
  setRecent: (recent: string[]) => void;
}

/**
 * Choosing an option: a recent search becomes the query again; a result remembers the query
 * among the recent searches and opens in place, unless the browser opens it elsewhere
 * (`inPlace` false: a new tab or window, and this page stays). The rows get `chooseAt`, which
 * never changes while the options stay, and reaches the latest state through a ref.
 */
export function useChoice({ options, query, change, focusField, close, setRecent }: Choice) {
  const navigate = useNavigate();
  const choose = (option: Option, inPlace = true) => {
    if (option.kind === 'recent') {
      change(option.query);
      focusField();
      return;
    }
    const next = addRecent(loadRecent(), query);
    saveRecent(next);
    setRecent(next);
    if (!inPlace) return;
    close();
    void navigate(option.hint.link);
  };

  const latest = useRef(choose);
  useLayoutEffect(() => {
    latest.current = choose;
  });
  const chooseAt = useCallback(
    (index: number, inPlace?: boolean) => {
      const option = options[index];
      if (option) latest.current(option, inPlace);
    },
    [options],
  );
  return { choose, chooseAt };
}
