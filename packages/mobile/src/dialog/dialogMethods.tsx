import type { ReactNode } from 'react';
import { getActiveConfig } from '../config-provider/configContext';
import { renderImperatively, type ImperativeHandle } from '../internal/renderImperatively';
import { Dialog, type DialogProps } from './Dialog';

export type DialogShowProps = Omit<DialogProps, 'visible' | 'destroyOnClose'>;

export interface DialogAlertProps extends Omit<DialogShowProps, 'actions' | 'closeOnAction'> {
  /** Label of the single button; defaults to the locale's "OK". */
  confirmText?: ReactNode;
  /** Called when the button is tapped; a Promise keeps the dialog open and loading. */
  onConfirm?: () => void | Promise<unknown>;
}

export interface DialogConfirmProps extends DialogAlertProps {
  /** Label of the cancel button; defaults to the locale's "Cancel". */
  cancelText?: ReactNode;
  /** Called when cancel is tapped. */
  onCancel?: () => void | Promise<unknown>;
}

const open = new Set<ImperativeHandle>();

/** Opens a dialog outside your component tree; returns a handle to close it. */
export function show(props: DialogShowProps): ImperativeHandle {
  const handle: ImperativeHandle = renderImperatively(
    <Dialog
      {...props}
      destroyOnClose
      onClose={() => {
        props.onClose?.();
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

/** Shows a message with one button; resolves when it is dismissed. */
export function alert({ confirmText, onConfirm, ...props }: DialogAlertProps): Promise<void> {
  return new Promise((resolve) => {
    show({
      role: 'alertdialog',
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

/**
 * Asks a yes/no question; resolves `true` when confirmed and `false` when cancelled or dismissed
 * (Escape, back). A Promise from `onConfirm` keeps the dialog open, loading, until it settles.
 */
export function confirm({
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  ...props
}: DialogConfirmProps): Promise<boolean> {
  const { locale } = getActiveConfig();
  return new Promise((resolve) => {
    let result = false;
    show({
      role: 'alertdialog',
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

/** Closes every dialog opened with `show`, `alert` or `confirm`. */
export function clear(): void {
  for (const handle of open) handle.close();
}
