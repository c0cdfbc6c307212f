import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { Popup } from '../popup/Popup';
import * as styles from './Dialog.css';
import { DialogActionList, type DialogAction, type DialogActions } from './DialogActions';

export interface DialogProps
  extends
    NativeProps<'--tm-dialog-width' | '--tm-dialog-title-font-size' | '--tm-dialog-action-color'>,
    Pick<OverlayProps, 'afterShow' | 'afterClose' | 'destroyOnClose' | 'getContainer'> {
  /**
   * Shows the dialog.
   * @defaultValue false
   */
  visible?: boolean;
  /** Title; it names the dialog for assistive technology. */
  title?: ReactNode;
  /** Message or content; it describes the dialog for assistive technology. */
  content?: ReactNode;
  /** Image URL shown above the title, or any element. */
  image?: string | ReactNode;
  /** Extra content above the title, such as an icon. */
  header?: ReactNode;
  /**
   * Actions at the bottom. Each item is a row; an array inside the list puts actions side by side.
   * @defaultValue []
   */
  actions?: DialogActions;
  /**
   * Closes after an action's handlers finish (a returned Promise keeps it open, loading, until it settles).
   * @defaultValue false
   */
  closeOnAction?: boolean;
  /**
   * Tapping the mask requests closing. Off by default: a dialog asks for a decision.
   * @defaultValue false
   */
  closeOnMaskClick?: boolean;
  /** Called when an action is tapped; a returned Promise shows the action loading until it settles. */
  onAction?: (action: DialogAction, index: number) => void | Promise<unknown>;
  /** Called when the user asks to close: Escape, back, mask (if enabled) or an action with `closeOnAction`. */
  onClose?: () => void;
  /**
   * Role: `alertdialog` for messages that interrupt and need a response.
   * @defaultValue 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** A short message with actions in the centre of the screen, for decisions and confirmations. */
export function Dialog({
  visible = false,
  title,
  content,
  image,
  header,
  actions = [],
  closeOnAction = false,
  closeOnMaskClick = false,
  onAction,
  onClose,
  afterShow,
  afterClose,
  role = 'dialog',
  destroyOnClose = false,
  getContainer,
  className,
  ...rest
}: DialogProps) {
  const id = useId();
  const titleId = title ? `${id}-title` : undefined;
  const contentId = content ? `${id}-content` : undefined;

  const handleAction = (action: DialogAction, index: number) => {
    const results = [action.onClick?.(), onAction?.(action, index)];
    const finish = () => {
      if (closeOnAction) onClose?.();
    };
    if (!results.some(isThenable)) {
      finish();
      return;
    }
    return Promise.all(results).then(finish);
  };

  return (
    <Popup
      visible={visible}
      position="center"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      closeOnMaskClick={closeOnMaskClick}
      onClose={onClose}
      afterShow={afterShow}
      afterClose={afterClose}
      destroyOnClose={destroyOnClose}
      getContainer={getContainer}
      className={cx(styles.body, className)}
      {...rest}
    >
      {typeof image === 'string' ? <img className={styles.image} src={image} alt="" /> : image}
      <div className={styles.main}>
        {header}
        {title && (
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
        )}
        {content && (
          <div className={styles.content} id={contentId}>
            {content}
          </div>
        )}
      </div>
      <DialogActionList actions={actions} onAction={handleAction} />
    </Popup>
  );
}
