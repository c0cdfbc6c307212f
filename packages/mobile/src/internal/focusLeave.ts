import type { FocusEvent } from 'react';

/**
 * An `onBlur` for the root of a control with several focusable parts (options, radios, thumbs)
 * that calls `onBlur` only when focus leaves the control, not when it moves between its parts:
 * a form field that validates on blur does so once the user has left it.
 */
export function onFocusLeave<E extends Element>(
  onBlur: ((event: FocusEvent<E>) => void) | undefined,
): (event: FocusEvent<E>) => void {
  return (event) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(event);
  };
}
