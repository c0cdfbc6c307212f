import { useEffect } from 'react';
import { warn } from '../internal/warn';
import type { DropdownItemProps } from './DropdownItem';
import { itemProblems, type DropdownValue } from './dropdownItems';

interface ResolvedMenu {
  key: string;
  props: DropdownItemProps;
  value: DropdownValue | undefined;
}

/**
 * Development warnings, each once while it lasts: an `activeKey` that matches no menu, and the
 * problems of each menu (see `itemProblems`).
 */
export function useDropdownWarnings(
  active: string | null,
  open: string | null,
  menus: ResolvedMenu[],
): void {
  const problems = [
    ...(active !== null && open === null ? [`activeKey "${active}" matches no item.`] : []),
    ...menus.flatMap(({ key, props, value }) =>
      itemProblems({
        key,
        options: props.options,
        value,
        hasChildren: props.children !== undefined && props.children !== null,
      }),
    ),
  ];
  const problemText = problems.join('\n');
  useEffect(() => {
    if (problemText) for (const problem of problemText.split('\n')) warn('Dropdown', problem);
  }, [problemText]);
}
