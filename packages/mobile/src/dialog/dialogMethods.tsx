import {
  createDialogMethods,
  type AlertProps,
  type ConfirmProps,
  type ShowProps,
} from './createDialogMethods';
import { Dialog, type DialogProps } from './Dialog';

export type DialogShowProps = ShowProps<DialogProps>;
export type DialogAlertProps = AlertProps<DialogProps>;
export type DialogConfirmProps = ConfirmProps<DialogProps>;

export const { show, alert, confirm, clear } = createDialogMethods(Dialog, { role: 'alertdialog' });
