import { useId, useRef, type ReactNode } from 'react';
import { DialogActionList, type DialogAction, type DialogActions } from '../dialog/DialogActions';
import { cx } from '../internal/cx';
import type { NativeProps } from '../internal/nativeProps';
import type { GetContainer } from '../internal/portal';
import { Popup, type PopupCloseReason } from '../popup/Popup';
import * as styles from './Modal.css';

/** Why a Modal is about to close: a Popup reason, or an action with `closeOnAction`. */
export type ModalCloseReason = PopupCloseReason | 'action';

export interface ModalProps extends NativeProps<'--tm-modal-width'> {
  /**
   * Shows the modal.
   * @defaultValue false
   */
  visible?: boolean;
  /** Title in the header; names the modal for assistive technology. */
  title?: ReactNode;
  /** Content below the header. `children` works too. */
  content?: ReactNode;
  /** Extra header content above the title, such as an illustration. */
  header?: ReactNode;
  /**
   * Actions at the bottom, as in Dialog.
   * @defaultValue []
   */
  actions?: DialogActions;
  /**
   * Shows a close button in the corner.
   * @defaultValue true
   */
  showCloseButton?: boolean;
  /**
   * Closes after an action's handlers finish.
   * @defaultValue false
   */
  closeOnAction?: boolean;
  /**
   * Tapping the mask requests closing.
   * @defaultValue true
   */
  closeOnMaskClick?: boolean;
  /**
   * Asked before every close; return (or resolve to) `false` to keep the modal open,
   * e.g. to confirm discarding unsaved changes.
   */
  canDismiss?: (reason: ModalCloseReason) => boolean | Promise<boolean>;
  /** Called when an action is tapped. */
  onAction?: (action: DialogAction, index: number) => void | Promise<unknown>;
  /** Called when the modal should close, after `canDismiss` allowed it. */
  onClose?: (reason: ModalCloseReason) => void;
  /** Called after the open animation. */
  afterShow?: () => void;
  /** Called after the close animation. */
  afterClose?: () => void;
  /**
   * Unmounts the content when closed.
   * @defaultValue false
   */
  destroyOnClose?: boolean;
  /** Where to render; see Popup. */
  getContainer?: GetContainer;
  /** Content, instead of `content`. */
  children?: ReactNode;
}

/** A centred card for content that needs attention without leaving the page: a form, a notice, a choice. */
export function Modal({
  visible = false,
  title,
  content,
  header,
  actions = [],
  showCloseButton = true,
  closeOnAction = false,
  closeOnMaskClick = true,
  canDismiss,
  onAction,
  onClose,
  afterShow,
  afterClose,
  destroyOnClose = false,
  getContainer,
  children,
  className,
  ...rest
}: ModalProps) {
  const titleId = `${useId()}-title`;
  // One decision at a time: a second close request while canDismiss is pending is ignored.
  const deciding = useRef(false);

  const requestClose = async (reason: ModalCloseReason) => {
    if (deciding.current) return;
    deciding.current = true;
    try {
      if (!canDismiss || (await canDismiss(reason))) onClose?.(reason);
    } finally {
      deciding.current = false;
    }
  };

  const handleAction = (action: DialogAction, index: number) => {
    const results = [action.onClick?.(), onAction?.(action, index)];
    const finish = () => (closeOnAction ? requestClose('action') : undefined);
    if (!results.some((r) => typeof (r as PromiseLike<unknown> | undefined)?.then === 'function')) {
      void finish();
      return;
    }
    return Promise.all(results).then(finish);
  };

  return (
    <Popup
      visible={visible}
      position="center"
      showCloseButton={showCloseButton}
      closeOnMaskClick={closeOnMaskClick}
      aria-labelledby={title ? titleId : undefined}
      onClose={(reason) => void requestClose(reason)}
      afterShow={afterShow}
      afterClose={afterClose}
      destroyOnClose={destroyOnClose}
      getContainer={getContainer}
      className={cx(styles.body, className)}
      {...rest}
    >
      {(header || title) && (
        <div className={styles.header}>
          {header}
          {title && (
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
          )}
        </div>
      )}
      <div className={styles.content}>{content ?? children}</div>
      <DialogActionList actions={actions} onAction={handleAction} />
    </Popup>
  );
}
