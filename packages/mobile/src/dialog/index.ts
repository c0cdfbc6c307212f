import { Dialog as DialogComponent } from './Dialog';
import { alert, clear, confirm, show } from './dialogMethods';

export type { DialogProps } from './Dialog';
export type { DialogAction, DialogActions } from './DialogActions';
export type { DialogAlertProps, DialogConfirmProps, DialogShowProps } from './dialogMethods';
export type { ImperativeHandle as DialogShowHandler } from '../internal/renderImperatively';

/** Dialog component with `Dialog.show`, `Dialog.alert`, `Dialog.confirm` and `Dialog.clear`. */
export const Dialog = /* @__PURE__ */ Object.assign(DialogComponent, {
  show,
  alert,
  confirm,
  clear,
});
