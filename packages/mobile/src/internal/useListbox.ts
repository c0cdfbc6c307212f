import { useEffect, useState, type KeyboardEvent } from 'react';
import { isRtl } from './direction';
import { optionProblems } from './optionChecks';
import { moveFocus, type Orientation } from './rovingFocus';
import { warn } from './warn';

interface ListboxOption<V> {
  value: V;
  disabled?: boolean | undefined;
}

/** The value after tapping `value`: multiple mode adds or removes it; single mode picks it or clears. */
export function toggleValue<V>(selected: readonly V[], value: V, multiple: boolean): V[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  return multiple ? [...selected, value] : [value];
}

/**
 * The keyboard and checks of a listbox of options: one Tab stop (the option last focused, else the
 * first selected, else the first enabled), arrows / Home / End between enabled options (left and
 * right swapped in right-to-left layouts), and a development warning for repeated option values
 * or a value no option has.
 */
export function useListbox<V>(
  component: string,
  options: readonly ListboxOption<V>[],
  selected: readonly V[],
  orientation: Orientation,
) {
  const [focused, setFocused] = useState<V | undefined>(undefined);
  const enabled = options.filter((option) => !option.disabled);
  const tabStop = (
    enabled.find((option) => option.value === focused) ??
    enabled.find((option) => selected.includes(option.value)) ??
    enabled[0]
  )?.value;

  const values = options.map((option) => option.value);
  const key = [values, selected].map((list) => list.map(String).join('\u0000')).join('\u0001');
  useEffect(() => {
    for (const problem of optionProblems(values, selected)) warn(component, problem);
    // `key` stands for both lists: warn again only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component, key]);

  return {
    tabStop,
    onFocusOption: setFocused,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const list = event.currentTarget;
      moveFocus(event, list, '[role="option"]', orientation, isRtl(list));
    },
  };
}
