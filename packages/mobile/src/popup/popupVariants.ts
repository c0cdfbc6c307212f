import { isDismissingSwipe } from '../internal/gesture';

export const popupPositions = ['bottom', 'top', 'left', 'right', 'center'] as const;
export type PopupPosition = (typeof popupPositions)[number];

/** A swipe closes the sheet past this share of its height, or when flicked. */
const SWIPE_CLOSE_RATIO = 0.3;

/** Whether a downward drag of `distance` px at `speed` px/ms on a sheet `height` px tall closes it. */
export function shouldCloseOnSwipe(distance: number, speed: number, height: number): boolean {
  return isDismissingSwipe(distance, speed, height * SWIPE_CLOSE_RATIO);
}
