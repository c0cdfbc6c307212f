import { useContext, type ReactNode } from 'react';
import { CheckIcon } from '../icon/icons';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './CheckList.css';
import { CheckListContext, type CheckListValue } from './checkListContext';

export interface CheckListItemProps extends NativeProps {
  /** The value this row stands for. */
  value: CheckListValue;
  /** A line of smaller text under the title. */
  description?: ReactNode;
  /** Content before the title, such as an icon or avatar. */
  prefix?: ReactNode;
  /**
   * Blocks this row.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Shows this row's state but blocks changing it.
   * @defaultValue false
   */
  readOnly?: boolean;
  /** The title. */
  children?: ReactNode;
}

/** A row of a CheckList. */
export function CheckListItem({
  value,
  description,
  prefix,
  disabled = false,
  readOnly = false,
  children,
  ...rest
}: CheckListItemProps) {
  const list = useContext(CheckListContext);
  if (!list) throw new Error('[@tessera/mobile] CheckList.Item must be inside a CheckList.');
  const active = list.value.includes(value);
  const blocked = disabled || list.disabled;
  const frozen = blocked || readOnly || list.readOnly;
  const toggle = () => {
    if (!frozen) list.toggle(value);
  };
  return (
    <div
      {...nativeProps(rest, styles.item)}
      role="option"
      aria-selected={active}
      aria-disabled={blocked || undefined}
      // Options cannot carry aria-readonly; the listbox does when the whole list is read-only.
      data-readonly={(!blocked && (readOnly || list.readOnly)) || undefined}
      tabIndex={value === list.tabStop && !list.disabled ? 0 : -1}
      onFocus={() => list.onFocusItem(value)}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        toggle();
      }}
    >
      {prefix !== undefined && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.content}>
        <span>{children}</span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </span>
      <span className={styles.extra} aria-hidden>
        {list.extra ? list.extra(active) : active && (list.activeIcon ?? <CheckIcon />)}
      </span>
    </div>
  );
}
