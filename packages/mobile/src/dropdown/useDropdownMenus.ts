import { useState } from 'react';
import type { DropdownItemProps } from './DropdownItem';
import { chosenOption, resolveValue, type DropdownValue } from './dropdownItems';

interface Item {
  key: string;
  props: DropdownItemProps;
}

/** A menu of the bar: its item, the `id`s of its title and panel, its value and that option. */
export interface DropdownMenu extends Item {
  titleId: string;
  panelId: string;
  value: DropdownValue | undefined;
  chosen: ReturnType<typeof chosenOption>;
}

/**
 * The menus of the bar, each with its value (its own `value` when controlled, else the one
 * chosen here, else its default) and the option it stands for; `choose` takes the option the
 * user tapped, tells the menu's `onChange` when the value changes, and closes the panel.
 * Returns `[menus, choose]`.
 */
export function useDropdownMenus(items: Item[], id: string, close: () => void) {
  const [chosen, setChosen] = useState<Record<string, DropdownValue>>({});

  const menus = items.map(({ key, props }, index): DropdownMenu => {
    const value = resolveValue(props.value, chosen[key], props.defaultValue);
    return {
      key,
      props,
      titleId: `${id}-title-${index}`,
      panelId: `${id}-panel-${index}`,
      value,
      chosen: chosenOption(props.options, value),
    };
  });

  const choose = (key: string, props: DropdownItemProps, next: DropdownValue | undefined) => {
    const current = resolveValue(props.value, chosen[key], props.defaultValue);
    if (next !== undefined && next !== current) {
      if (props.value === undefined) setChosen({ ...chosen, [key]: next });
      props.onChange?.(next);
    }
    close();
  };

  return [menus, choose] as const;
}
