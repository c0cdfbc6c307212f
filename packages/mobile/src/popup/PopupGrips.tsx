import type { Ref } from 'react';
import { CloseIcon } from '../icon/icons';
import type { popup as english } from '../locale/en-US/popup';
import * as styles from './Popup.css';
import { SnapHandle } from './SnapHandle';
import type { useSheetSnap } from './useSheetSnap';

type Sheet = ReturnType<typeof useSheetSnap>;

interface PopupGripsProps {
  /** The sheet handle's ref; false when the popup has no snap points. */
  sheetHandleRef: Sheet['handleRef'] | false;
  /** The sheet's current point and its number of points. */
  sheetAt: [index: number, count: number];
  onSheetKeyDown: Sheet['onHandleKeyDown'];
  /** The swipe-to-close handle's ref; false without one. */
  swipeHandleRef: Ref<HTMLDivElement> | false;
  texts: typeof english;
  /** The close button's name; no button without it. */
  closeLabel: string | false;
  onCloseButton: () => void;
}

/**
 * What a popup's body holds above its content: the swipe-to-close handle, or the sheet's handle
 * (a vertical slider over its snap points), and the close button.
 */
export function PopupGrips({
  sheetHandleRef,
  sheetAt: [index, count],
  onSheetKeyDown,
  swipeHandleRef,
  texts,
  closeLabel,
  onCloseButton,
}: PopupGripsProps) {
  return (
    <>
      {swipeHandleRef && (
        <div ref={swipeHandleRef} className={styles.handle} title={texts.dragHandle} aria-hidden />
      )}
      {sheetHandleRef && (
        <SnapHandle
          handleRef={sheetHandleRef}
          className={styles.handle}
          label={texts.sheetHeight}
          valueText={texts.sheetHeightValue}
          index={index}
          count={count}
          onKeyDown={onSheetKeyDown}
        />
      )}
      {closeLabel && (
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={onCloseButton}
        >
          <CloseIcon />
        </button>
      )}
    </>
  );
}
