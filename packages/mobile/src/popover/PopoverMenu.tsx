import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { Popover, type PopoverProps } from './Popover';
import * as styles from './Popover.css';

export interface PopoverMenuAction {
  /** Unique key. */
  key: string | number;
  /** Label. */
  text: ReactNode;
  /** Icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Tap handler of this item. */
  onClick?: () => void;
}

export interface PopoverMenuProps extends Omit<PopoverProps, 'content'> {
  /**
   * Menu items, top to bottom.
   * @defaultValue []
   */
  actions?: PopoverMenuAction[];
  /** Called with the chosen item; the menu then closes. */
  onAction?: (action: PopoverMenuAction) => void;
}

/** A Popover holding a menu of actions: arrow keys move between items, Escape closes. */
export function PopoverMenu({
  actions = [],
  onAction,
  visible,
  defaultVisible = false,
  onVisibleChange,
  ...rest
}: PopoverMenuProps) {
  const [open, setOpen] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ??
        [],
    );
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || list.length === 0) return;
    event.preventDefault();
    list[(target + list.length) % list.length]?.focus();
  };

  return (
    <Popover
      {...rest}
      popupRole="menu"
      popupId={menuId}
      visible={open}
      onVisibleChange={setOpen}
      onPlaced={() => items()[0]?.focus({ preventScroll: true })}
      content={
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className={styles.menu}
          onKeyDown={onKeyDown}
          tabIndex={-1}
        >
          {actions.map((action) => (
            <button
              key={action.key}
              type="button"
              role="menuitem"
              className={styles.menuItem}
              disabled={action.disabled}
              tabIndex={-1}
              onClick={() => {
                action.onClick?.();
                onAction?.(action);
                setOpen(false);
              }}
            >
              {action.icon}
              {action.text}
            </button>
          ))}
        </div>
      }
    />
  );
}
