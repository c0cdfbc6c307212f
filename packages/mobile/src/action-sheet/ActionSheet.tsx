import { useId, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { common as englishCommon } from '../locale/en-US/common';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { Popup } from '../popup/Popup';
import * as styles from './ActionSheet.css';

export interface Action {
  /** Unique key. */
  key: string | number;
  /** Label. */
  text: ReactNode;
  /** Secondary line under the label. */
  description?: ReactNode;
  /** Destructive action: shown in red, and described as such to screen readers. */
  danger?: boolean;
  disabled?: boolean;
  /** Emphasised label. */
  bold?: boolean;
  /** Tap handler of this action. */
  onClick?: () => void;
}

export interface ActionSheetProps
  extends
    NativeProps<'--tm-action-sheet-action-height' | '--tm-action-sheet-gap-color'>,
    Pick<OverlayProps, 'afterClose' | 'destroyOnClose' | 'getContainer'> {
  /**
   * Shows the sheet.
   * @defaultValue false
   */
  visible?: boolean;
  /**
   * The actions, top to bottom.
   * @defaultValue []
   */
  actions?: Action[];
  /** Text above the actions: what the choice is about. It names the sheet. */
  extra?: ReactNode;
  /** Label of the separate cancel button; none when unset. */
  cancelText?: ReactNode;
  /** Called with the tapped action and its index. */
  onAction?: (action: Action, index: number) => void;
  /** Called when the sheet should close: cancel, mask, Escape, back, or an action with `closeOnAction`. */
  onClose?: () => void;
  /**
   * Closes after an action is tapped.
   * @defaultValue true
   */
  closeOnAction?: boolean;
  /**
   * Tapping the mask closes.
   * @defaultValue true
   */
  closeOnMaskClick?: boolean;
  /**
   * Pads the bottom by the device safe area.
   * @defaultValue true
   */
  safeArea?: boolean;
}

/** A bottom sheet of actions for the current context: share, move, delete. */
export function ActionSheet({
  visible = false,
  actions = [],
  extra,
  cancelText,
  onAction,
  onClose,
  closeOnAction = true,
  closeOnMaskClick = true,
  safeArea = true,
  afterClose,
  destroyOnClose = false,
  getContainer,
  ...rest
}: ActionSheetProps) {
  const common = useLocaleTexts('common', englishCommon);
  const id = useId();
  const extraId = `${id}-extra`;
  const dangerId = `${id}-danger`;
  return (
    <Popup
      visible={visible}
      position="bottom"
      closeOnMaskClick={closeOnMaskClick}
      onClose={() => onClose?.()}
      afterClose={afterClose}
      safeArea={safeArea}
      destroyOnClose={destroyOnClose}
      getContainer={getContainer}
      aria-labelledby={extra ? extraId : undefined}
      aria-label={extra ? undefined : common.actions}
      {...rest}
    >
      {extra && (
        <div className={styles.extra} id={extraId}>
          {extra}
        </div>
      )}
      <ul className={styles.list}>
        {actions.map((action, index) => (
          <li key={action.key}>
            <button
              type="button"
              className={styles.action}
              disabled={action.disabled}
              data-danger={action.danger || undefined}
              aria-describedby={action.danger ? dangerId : undefined}
              data-bold={action.bold || undefined}
              onClick={() => {
                action.onClick?.();
                onAction?.(action, index);
                if (closeOnAction) onClose?.();
              }}
            >
              <span>{action.text}</span>
              {action.description && (
                <span className={styles.description}>{action.description}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {/* Red alone says nothing to a screen reader or to eyes that cannot tell it apart. Hidden,
          so it is heard only as the description of each destructive action, not read on its own. */}
      {actions.some((action) => action.danger) && (
        <span id={dangerId} hidden>
          {common.danger ?? englishCommon.danger}
        </span>
      )}
      {cancelText && (
        <div className={styles.cancel}>
          <button type="button" className={styles.action} onClick={() => onClose?.()}>
            {cancelText}
          </button>
        </div>
      )}
    </Popup>
  );
}
