import { useRef } from 'react';
import type { ModalCloseReason } from './Modal';

/**
 * The function a Modal calls to ask to close: it asks `canDismiss` first and calls `onClose`
 * only when allowed.
 */
export function useCloseRequest(
  canDismiss: ((reason: ModalCloseReason) => boolean | Promise<boolean>) | undefined,
  onClose: ((reason: ModalCloseReason) => void) | undefined,
): (reason: ModalCloseReason) => Promise<void> {
  // One decision at a time: a second close request while canDismiss is pending is ignored.
  const deciding = useRef(false);
  return async (reason) => {
    if (deciding.current) return;
    deciding.current = true;
    try {
      if (!canDismiss || (await canDismiss(reason))) onClose?.(reason);
    } finally {
      deciding.current = false;
    }
  };
}
