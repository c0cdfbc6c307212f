import { useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import * as styles from './Dialog.css';

export interface DialogAction {
  /** Unique key of the action. */
  key: string | number;
  /** Label. */
  text: ReactNode;
  /** Emphasised label, for the recommended action. */
  bold?: boolean;
  /** Red label, for destructive actions. */
  danger?: boolean;
  disabled?: boolean;
  /** Tap handler. A returned Promise shows the action loading and keeps the dialog open until it settles. */
  onClick?: () => void | Promise<unknown>;
}

/** Rows of actions: an array inside the list puts those actions side by side. */
export type DialogActions = Array<DialogAction | DialogAction[]>;

interface ActionsProps {
  actions: DialogActions;
  onAction: (action: DialogAction, index: number) => void | Promise<unknown>;
}

export function DialogActionList({ actions, onAction }: ActionsProps) {
  const [pending, setPending] = useState<DialogAction['key'] | null>(null);
  if (actions.length === 0) return null;
  let index = 0;
  return (
    <div className={styles.actions}>
      {actions.map((row) => {
        const items = Array.isArray(row) ? row : [row];
        return (
          <div className={styles.row} key={items.map((item) => item.key).join('|')}>
            {items.map((action) => {
              const position = index++;
              return (
                <Button
                  key={action.key}
                  fill="none"
                  className={cx(
                    styles.action,
                    action.bold && styles.bold,
                    action.danger && styles.danger,
                  )}
                  disabled={action.disabled || (pending !== null && pending !== action.key)}
                  loading={pending === action.key}
                  onClick={() => {
                    const result = onAction(action, position);
                    if (!result) return;
                    setPending(action.key);
                    // A rejected action keeps the dialog open; the caller's Promise reports the error.
                    result.then(
                      () => setPending(null),
                      () => setPending(null),
                    );
                  }}
                >
                  {action.text}
                </Button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
