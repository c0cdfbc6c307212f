export { Popup, type PopupCloseReason, type PopupProps, type PopupRef } from './Popup';
export { popupPositions, type PopupPosition } from './popupVariants';
