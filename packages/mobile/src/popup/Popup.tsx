import { forwardRef, useRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useModalOverlay } from '../internal/useModalOverlay';
import { useMounted } from '../internal/useMounted';
import { usePresence } from '../internal/usePresence';
import { Mask } from '../mask/Mask';
import * as styles from './Popup.css';
import { PopupBody } from './PopupBody';
import type { PopupPosition } from './popupVariants';
import type { SnapPoint } from './sheetSnap';

export type PopupRef = HTMLDivElement;

/** What asked the popup to close. */
export type PopupCloseReason = 'mask' | 'close-button' | 'swipe' | 'escape' | 'back';

export interface PopupProps
  extends
    NativeProps<
      '--tm-popup-z-index' | '--tm-popup-radius' | '--tm-popup-background' | '--tm-popup-max-height'
    >,
    OverlayProps {
  /**
   * Shows the popup.
   * @defaultValue false
   */
  visible?: boolean;
  /**
   * Edge the popup slides in from, or `center`.
   * @defaultValue 'bottom'
   */
  position?: PopupPosition;
  /**
   * Rounds the corners that face the screen.
   * @defaultValue true
   */
  round?: boolean;
  /**
   * Shows a close button in the corner.
   * @defaultValue false
   */
  showCloseButton?: boolean;
  /**
   * Shows the mask behind the popup.
   * @defaultValue true
   */
  mask?: boolean;
  /**
   * Tapping the mask requests closing (calls `onClose`).
   * @defaultValue true
   */
  closeOnMaskClick?: boolean;
  /**
   * Bottom popups get a drag handle; dragging down past a third of the height, or flicking, closes.
   * With `snapPoints`, the swipe closes from below the lowest point.
   * @defaultValue false
   */
  closeOnSwipe?: boolean;
  /**
   * Heights a bottom sheet rests at, lowest first: fractions of the screen height (`0.5`) or px
   * (`320`). The sheet gets a handle to drag (or move with arrow keys) between them; its content
   * scrolls inside. Other positions ignore this.
   */
  snapPoints?: SnapPoint[];
  /**
   * Index in `snapPoints` the sheet opens at (uncontrolled); it opens there again each time.
   * @defaultValue 0
   */
  defaultSnap?: number;
  /**
   * Index in `snapPoints` the sheet rests at (controlled). The sheet opens wherever this says;
   * set it back in `onClose` to start every opening at the same point.
   */
  snap?: number;
  /**
   * Called with the new index when the user moves the sheet to another snap point, by dragging
   * the handle or with its keys. Opening again at `defaultSnap` and a new `snap` from your code
   * do not call it.
   */
  onSnapChange?: (index: number) => void;
  /**
   * Escape requests closing when this is the top overlay.
   * @defaultValue true
   */
  closeOnEscape?: boolean;
  /**
   * The browser back button (or Android back gesture) requests closing instead of leaving the page.
   * @defaultValue true
   */
  closeOnBack?: boolean;
  /** Called when the user asks to close: mask, close button, swipe, Escape or back. Set `visible` to false here. */
  onClose?: (reason: PopupCloseReason) => void;
  /** Called when the mask is tapped, whether or not that closes the popup. */
  onMaskClick?: () => void;
  /**
   * Pads the popup by the device safe area on the screen edge it touches.
   * @defaultValue true
   */
  safeArea?: boolean;
  /**
   * Role of the popup element; Dialog uses `alertdialog`.
   * @defaultValue 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Content. Name the popup with `aria-label` or `aria-labelledby`. */
  children?: ReactNode;
}

/**
 * A panel that slides in from an edge (or appears in the centre) above a mask: the base of
 * sheets, dialogs and menus. Modal: focus moves in and stays, Escape and Back close it.
 */
export const Popup = forwardRef<PopupRef, PopupProps>(function Popup(
  {
    visible = false,
    position = 'bottom',
    mask = true,
    closeOnMaskClick = true,
    closeOnEscape = true,
    closeOnBack = true,
    onClose,
    onMaskClick,
    disableBodyScroll = true,
    destroyOnClose = false,
    forceRender = false,
    getContainer,
    afterShow,
    afterClose,
    ...bodyProps
  },
  ref,
) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // The dialog element renders only once mounted (see OverlayPortal); the modal behaviour waits
  // for it, since it reads the element once when it turns on.
  const ready = useMounted();
  const { mounted, hidden } = usePresence(visible, {
    keepMounted: !destroyOnClose,
    forceRender,
    afterShow,
    afterClose,
  });
  const requestClose = (reason: PopupCloseReason) => onClose?.(reason);

  useModalOverlay({
    active: visible && mounted && ready,
    layerRef: bodyRef,
    getContainer,
    lockScroll: disableBodyScroll,
    onEscape: closeOnEscape ? () => requestClose('escape') : undefined,
    onBack: closeOnBack ? () => requestClose('back') : undefined,
  });

  if (!mounted) return null;
  return (
    <OverlayPortal getContainer={getContainer}>
      <div
        className={cx(
          styles.root,
          getContainer === null && styles.nested,
          styles.placement[position],
        )}
        hidden={hidden}
        data-position={position}
      >
        {mask && (
          <Mask
            visible={visible}
            getContainer={null}
            disableBodyScroll={false}
            onMaskClick={() => {
              onMaskClick?.();
              if (closeOnMaskClick) requestClose('mask');
            }}
          />
        )}
        <PopupBody
          {...bodyProps}
          ref={ref}
          bodyRef={bodyRef}
          visible={visible}
          position={position}
          requestClose={requestClose}
        />
      </div>
    </OverlayPortal>
  );
});
