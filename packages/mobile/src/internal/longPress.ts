/** How long a finger rests before a press is a long press, as phones time one. */
export const LONG_PRESS_MS = 500;

/** The keys that open a context menu: the keyboard's long press. */
export const isContextMenuKey = (event: { key: string; shiftKey: boolean }) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
