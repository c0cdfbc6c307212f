import type { ComponentType, ReactNode } from 'react';
import { getActiveConfig } from '../config-provider/configContext';
import { localeTexts } from '../config-provider/localeTexts';
import { common as englishCommon } from '../locale/en-US/common';
import { dialog as englishDialog } from '../locale/en-US/dialog';
import type { OverlayProps } from '../internal/overlayProps';
import { renderImperatively, type ImperativeHandle } from '../internal/renderImperatively';
import type { DialogActions } from './DialogActions';

/** What a dialog-like overlay must accept to get `show`, `alert`, `confirm` and `clear`. */
interface DialogLikeProps extends Pick<OverlayProps, 'destroyOnClose' | 'afterClose'> {
  visible?: boolean;
  actions?: DialogActions;
  closeOnAction?: boolean;
  // Dialog's onClose takes no argument and Modal's takes a reason; both are passed through.
  onClose?: (...args: never[]) => void;
  children?: ReactNode;
}

export type ShowProps<P> = Omit<P, 'visible' | 'destroyOnClose'>;

export type AlertProps<P> = Omit<ShowProps<P>, 'actions' | 'closeOnAction'> & {
  /** Label of the single button; defaults to the locale's "OK". */
  confirmText?: ReactNode;
  /** Called when the button is tapped; a Promise keeps the overlay open and loading. */
  onConfirm?: () => void | Promise<unknown>;
};

export type ConfirmProps<P> = AlertProps<P> & {
  /** Label of the cancel button; defaults to the locale's "Cancel". */
  cancelText?: ReactNode;
  /** Called when cancel is tapped. */
  onCancel?: () => void | Promise<unknown>;
};

/**
 * The imperative methods of a dialog-like overlay (Dialog, Modal), opened outside the app's
 * tree. `defaults` apply to `alert` and `confirm`, e.g. the `alertdialog` role.
 */
export function createDialogMethods<P extends DialogLikeProps>(
  Overlay: ComponentType<P>,
  defaults: Partial<P> = {},
) {
  const open = new Set<ImperativeHandle>();

  /** Opens the overlay; returns a handle to close it. */
  function show(props: ShowProps<P>): ImperativeHandle {
    const { onClose, afterClose } = props as DialogLikeProps;
    const overlayProps = {
      ...props,
      destroyOnClose: true,
      onClose: (...args: never[]) => {
        onClose?.(...args);
        handle.close();
      },
      afterClose: () => {
        open.delete(handle);
        afterClose?.();
      },
    } as unknown as P;
    const handle: ImperativeHandle = renderImperatively(<Overlay {...overlayProps} />);
    open.add(handle);
    return handle;
  }

  /** Shows a message with one button; resolves when it is dismissed. */
  function alert({ confirmText, onConfirm, ...props }: AlertProps<P>): Promise<void> {
    return new Promise((resolve) => {
      show({
        ...defaults,
        ...props,
        closeOnAction: true,
        actions: [
          {
            key: 'confirm',
            text: confirmText ?? localeTexts(getActiveConfig().locale, 'dialog', englishDialog).ok,
            bold: true,
            onClick: onConfirm,
          },
        ],
        afterClose: () => {
          (props as DialogLikeProps).afterClose?.();
          resolve();
        },
      } as unknown as ShowProps<P>);
    });
  }

  /**
   * Asks a yes/no question; resolves `true` when confirmed and `false` when cancelled or
   * dismissed (Escape, back). A Promise from `onConfirm` keeps the overlay open, loading, until
   * it settles.
   */
  function confirm({
    confirmText,
    cancelText,
    onConfirm,
    onCancel,
    ...props
  }: ConfirmProps<P>): Promise<boolean> {
    const common = localeTexts(getActiveConfig().locale, 'common', englishCommon);
    return new Promise((resolve) => {
      let result = false;
      show({
        ...defaults,
        ...props,
        closeOnAction: true,
        actions: [
          [
            { key: 'cancel', text: cancelText ?? common.cancel, onClick: onCancel },
            {
              key: 'confirm',
              text: confirmText ?? common.confirm,
              bold: true,
              onClick: async () => {
                await onConfirm?.();
                result = true;
              },
            },
          ],
        ],
        afterClose: () => {
          (props as DialogLikeProps).afterClose?.();
          resolve(result);
        },
      } as unknown as ShowProps<P>);
    });
  }

  /** Closes every overlay opened with `show`, `alert` or `confirm`. */
  function clear(): void {
    for (const handle of open) handle.close();
  }

  return { show, alert, confirm, clear };
}
