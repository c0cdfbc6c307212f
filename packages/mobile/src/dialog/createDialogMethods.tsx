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
 * Shows `props` with `actions`, closing after any of them; resolves with `result()` once the
 * overlay has closed, after the caller's `afterClose`.
 */
function showUntilClosed<P, T>(
  show: (props: ShowProps<P>) => ImperativeHandle,
  props: object,
  afterClose: (() => void) | undefined,
  actions: DialogActions,
  result: () => T,
): Promise<T> {
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      actions,
      afterClose: () => {
        afterClose?.();
        resolve(result());
      },
    } as unknown as ShowProps<P>);
  });
}

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
    const text = confirmText ?? localeTexts(getActiveConfig().locale, 'dialog', englishDialog).ok;
    return showUntilClosed(
      show,
      { ...defaults, ...props },
      (props as DialogLikeProps).afterClose,
      [{ key: 'confirm', text, bold: true, onClick: onConfirm }],
      () => undefined,
    );
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
    let result = false;
    return showUntilClosed(
      show,
      { ...defaults, ...props },
      (props as DialogLikeProps).afterClose,
      [
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
      () => result,
    );
  }

  /** Closes every overlay opened with `show`, `alert` or `confirm`. */
  function clear(): void {
    for (const handle of open) handle.close();
  }

  return { show, alert, confirm, clear };
}
