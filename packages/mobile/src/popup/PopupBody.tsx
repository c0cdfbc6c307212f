import { forwardRef, type RefObject } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { popup as english } from '../locale/en-US/popup';
import { common as englishCommon } from '../locale/en-US/common';
import { cx } from '../internal/cx';
import { mergeRefs } from '../internal/mergeRefs';
import { nativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import type { PopupCloseReason, PopupProps, PopupRef } from './Popup';
import * as styles from './Popup.css';
import type { PopupPosition } from './popupVariants';
import { PopupGrips } from './PopupGrips';
import { usePopupDrags } from './usePopupDrags';

/** What Popup keeps for itself: its presence, its mask and the modal behaviour. */
type PopupOwnProps =
  | keyof OverlayProps
  | 'visible'
  | 'position'
  | 'mask'
  | 'closeOnMaskClick'
  | 'closeOnEscape'
  | 'closeOnBack'
  | 'onClose'
  | 'onMaskClick';

interface PopupBodyProps extends Omit<PopupProps, PopupOwnProps> {
  visible: boolean;
  position: PopupPosition;
  /** Popup's own ref to this element: the modal behaviour and the drags read it. */
  bodyRef: RefObject<HTMLDivElement | null>;
  requestClose: (reason: PopupCloseReason) => void;
}

/**
 * The popup's dialog element: its two drags (between snap points, or down to close), the handles
 * and close button above the content, and the content, which scrolls inside a sheet.
 */
export const PopupBody = forwardRef<PopupRef, PopupBodyProps>(function PopupBody(
  {
    visible,
    position,
    round = true,
    showCloseButton = false,
    closeOnSwipe = false,
    snapPoints,
    defaultSnap = 0,
    snap,
    onSnapChange,
    safeArea = true,
    role = 'dialog',
    bodyRef,
    requestClose,
    children,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('popup', english);
  const common = useLocaleTexts('common', englishCommon);
  const [sheet, swipeHandleRef, dragging, ownStyle] = usePopupDrags({
    bottom: position === 'bottom',
    snapPoints,
    defaultSnap,
    snap,
    onSnapChange,
    visible,
    closeOnSwipe,
    onSwipeClose: () => requestClose('swipe'),
    bodyRef,
  });

  return (
    <div
      ref={mergeRefs(ref, bodyRef)}
      role={role}
      aria-modal="true"
      tabIndex={-1}
      data-state={visible ? 'open' : 'closed'}
      data-dragging={dragging || undefined}
      {...nativeProps(
        rest,
        cx(
          styles.body,
          styles.bodyPosition[position],
          round && styles.round[position],
          safeArea && styles.safeArea[position],
          sheet.enabled && styles.sheet,
        ),
        ownStyle,
      )}
    >
      <PopupGrips
        sheetHandleRef={sheet.enabled && sheet.handleRef}
        sheetAt={[sheet.index, sheet.count]}
        onSheetKeyDown={sheet.onHandleKeyDown}
        swipeHandleRef={swipeHandleRef}
        texts={texts}
        closeLabel={showCloseButton && common.close}
        onCloseButton={() => requestClose('close-button')}
      />
      {sheet.enabled ? <div className={styles.sheetContent}>{children}</div> : children}
    </div>
  );
});
