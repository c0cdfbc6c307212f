import { Modal as ModalComponent } from './Modal';
import { alert, clear, confirm, show } from './modalMethods';

export type { ModalCloseReason, ModalProps } from './Modal';
export type { ModalAlertProps, ModalConfirmProps, ModalShowProps } from './modalMethods';

/** Modal component with `Modal.show`, `Modal.alert`, `Modal.confirm` and `Modal.clear`. */
export const Modal = /* @__PURE__ */ Object.assign(ModalComponent, { show, alert, confirm, clear });
