import type { ReactNode } from 'react';
import { getActiveConfig } from '../config-provider/configContext';
import { renderImperatively, type ImperativeHandle } from '../internal/renderImperatively';
import { Modal, type ModalProps } from './Modal';

export type ModalShowProps = Omit<ModalProps, 'visible' | 'destroyOnClose' | 'children'>;

export interface ModalAlertProps extends Omit<ModalShowProps, 'actions' | 'closeOnAction'> {
  /** Label of the button; defaults to the locale's "OK". */
  confirmText?: ReactNode;
  onConfirm?: () => void | Promise<unknown>;
}

export interface ModalConfirmProps extends ModalAlertProps {
  /** Label of the cancel button; defaults to the locale's "Cancel". */
  cancelText?: ReactNode;
  onCancel?: () => void | Promise<unknown>;
}

const open = new Set<ImperativeHandle>();

/** Opens a modal outside your component tree; returns a handle to close it. */
export function show(props: ModalShowProps): ImperativeHandle {
  const handle: ImperativeHandle = renderImperatively(
    <Modal
      {...props}
      destroyOnClose
      onClose={(reason) => {
        props.onClose?.(reason);
        handle.close();
      }}
      afterClose={() => {
        open.delete(handle);
        props.afterClose?.();
      }}
    />,
  );
  open.add(handle);
  return handle;
}

/** Shows content with one button; resolves when the modal is dismissed. */
export function alert({ confirmText, onConfirm, ...props }: ModalAlertProps): Promise<void> {
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      actions: [
        {
          key: 'confirm',
          text: confirmText ?? getActiveConfig().locale.dialog.ok,
          bold: true,
          onClick: onConfirm,
        },
      ],
      afterClose: () => {
        props.afterClose?.();
        resolve();
      },
    });
  });
}

/** Resolves `true` when confirmed, `false` when cancelled or dismissed. */
export function confirm({
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  ...props
}: ModalConfirmProps): Promise<boolean> {
  const { locale } = getActiveConfig();
  return new Promise((resolve) => {
    let result = false;
    show({
      ...props,
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: cancelText ?? locale.common.cancel, onClick: onCancel },
          {
            key: 'confirm',
            text: confirmText ?? locale.common.confirm,
            bold: true,
            onClick: async () => {
              await onConfirm?.();
              result = true;
            },
          },
        ],
      ],
      afterClose: () => {
        props.afterClose?.();
        resolve(result);
      },
    });
  });
}

/** Closes every modal opened imperatively. */
export function clear(): void {
  for (const handle of open) handle.close();
}
