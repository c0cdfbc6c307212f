export const popupPositions = ['bottom', 'top', 'left', 'right', 'center'] as const;
export type PopupPosition = (typeof popupPositions)[number];

/** A swipe closes the sheet past this share of its height, or when flicked faster than this. */
export const SWIPE_CLOSE_RATIO = 0.3;
export const SWIPE_CLOSE_VELOCITY = 0.5;

/** Whether a downward drag of `distance` px at `speed` px/ms on a sheet `height` px tall closes it. */
export function shouldCloseOnSwipe(distance: number, speed: number, height: number): boolean {
  if (distance <= 0) return false;
  return distance > height * SWIPE_CLOSE_RATIO || speed > SWIPE_CLOSE_VELOCITY;
}
