import { useId, type ReactNode } from 'react';
import { DialogActionList, type DialogAction, type DialogActions } from '../dialog/DialogActions';
import { cx } from '../internal/cx';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { Popup, type PopupCloseReason } from '../popup/Popup';
import * as styles from './Modal.css';
import { useCloseRequest } from './useCloseRequest';
import { useScaleBack } from './useScaleBack';

/** Why a Modal is about to close: a Popup reason, or an action with `closeOnAction`. */
export type ModalCloseReason = PopupCloseReason | 'action';

export interface ModalProps
  extends
    NativeProps<'--tm-modal-width' | '--tm-modal-card-max-width'>,
    Pick<OverlayProps, 'afterShow' | 'afterClose' | 'destroyOnClose' | 'getContainer'> {
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
   * `center`: a card in the middle of the screen. `card`: a sheet that slides up from the bottom
   * as on iOS, and that a swipe down closes (through `canDismiss`). With `presentingElement` the
   * page stays visible behind it, scaled back; without, the card fills the screen on phones.
   * @defaultValue 'center'
   */
  presentation?: 'center' | 'card';
  /**
   * With `presentation="card"`: the element behind the modal, usually your app's root, which
   * scales back while the card is open. It must not contain the modal's container.
   */
  presentingElement?: () => HTMLElement | null;
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
  presentation = 'center',
  presentingElement,
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
  const card = presentation === 'card';
  const inset = card && Boolean(presentingElement);
  useScaleBack(visible && inset, presentingElement);
  const requestClose = useCloseRequest(canDismiss, onClose);

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
      position={card ? 'bottom' : 'center'}
      round={!card || inset}
      closeOnSwipe={card}
      showCloseButton={showCloseButton}
      closeOnMaskClick={closeOnMaskClick}
      aria-labelledby={title ? titleId : undefined}
      onClose={(reason) => void requestClose(reason)}
      afterShow={afterShow}
      afterClose={afterClose}
      destroyOnClose={destroyOnClose}
      getContainer={getContainer}
      className={cx(
        styles.body,
        card && styles.card,
        card && (inset ? styles.cardInset : styles.cardFull),
        className,
      )}
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
