import {
  Children,
  isValidElement,
  useMemo,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onFocusLeave } from '../internal/focusLeave';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import { toggleValue, useListbox } from '../internal/useListbox';
import * as styles from './CheckList.css';
import { CheckListItem, type CheckListItemProps } from './CheckListItem';
import { CheckListContext, type CheckListValue } from './checkListContext';

export interface CheckListProps extends NativeProps<
  '--tm-check-list-active-color' | '--tm-check-list-background' | '--tm-check-list-border-color'
> {
  /** Checked values (controlled); an array in single mode too. */
  value?: CheckListValue[];
  /**
   * Initially checked values (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: CheckListValue[];
  /** Called with the checked values. */
  onChange?: (value: CheckListValue[]) => void;
  /** Called when focus leaves the list, not when it moves between its rows. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /**
   * Lets several rows be checked.
   * @defaultValue false
   */
  multiple?: boolean;
  /**
   * Blocks every row.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Shows the checked rows but blocks changes.
   * @defaultValue false
   */
  readOnly?: boolean;
  /**
   * The mark at the end of a checked row.
   * @defaultValue <CheckIcon />
   */
  activeIcon?: ReactNode;
  /** Draws the end of every row instead of the mark: receives whether the row is checked. */
  extra?: (active: boolean) => ReactNode;
  /** `id` of the listbox. */
  id?: string;
  /** CheckList.Item rows, as direct children. */
  children?: ReactNode;
}

const EMPTY: CheckListValue[] = [];

/** Rows with a check mark, to pick one or several: a `listbox` with arrow keys. */
export function CheckList({
  value: valueProp,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  multiple = false,
  disabled = false,
  readOnly = false,
  activeIcon,
  extra,
  id,
  children,
  ...rest
}: CheckListProps) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange });
  // The rows' values, read from the children so the list can check them and place the Tab stop.
  const items = Children.toArray(children)
    .filter(
      (child): child is ReactElement<CheckListItemProps> =>
        isValidElement(child) && child.type === CheckListItem,
    )
    .map(({ props }) => ({ value: props.value, disabled: props.disabled }));
  const listbox = useListbox('CheckList', items, value, 'vertical');

  const context = useMemo(
    () => ({
      value,
      toggle: (item: CheckListValue) => setValue(toggleValue(value, item, multiple)),
      tabStop: listbox.tabStop,
      onFocusItem: listbox.onFocusOption,
      disabled,
      readOnly,
      activeIcon,
      extra,
    }),
    [
      value,
      setValue,
      multiple,
      listbox.tabStop,
      listbox.onFocusOption,
      disabled,
      readOnly,
      activeIcon,
      extra,
    ],
  );

  return (
    // Focus lives on the rows (one Tab stop), not on the listbox.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...nativeProps(rest, styles.root)}
      id={id}
      role="listbox"
      aria-multiselectable={multiple || undefined}
      aria-disabled={disabled || undefined}
      aria-readonly={readOnly || undefined}
      onKeyDown={listbox.onKeyDown}
      onBlur={onFocusLeave(onBlur)}
    >
      <CheckListContext.Provider value={context}>{children}</CheckListContext.Provider>
    </div>
  );
}
