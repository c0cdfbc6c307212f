import {
  createDialogMethods,
  type AlertProps,
  type ConfirmProps,
  type ShowProps,
} from '../dialog/createDialogMethods';
import { Modal, type ModalProps } from './Modal';

export type ModalShowProps = Omit<ShowProps<ModalProps>, 'children'>;
export type ModalAlertProps = Omit<AlertProps<ModalProps>, 'children'>;
export type ModalConfirmProps = Omit<ConfirmProps<ModalProps>, 'children'>;

export const { show, alert, confirm, clear } = createDialogMethods(Modal);
