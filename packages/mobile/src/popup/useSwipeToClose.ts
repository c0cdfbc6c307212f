import { useState, type RefObject } from 'react';
import { rubberBand } from '../internal/rubberBand';
import { useDrag } from '../internal/useDrag';
import { shouldCloseOnSwipe } from './popupVariants';

/**
 * Swiping a bottom popup down by its handle: the popup follows the finger (resisting upwards)
 * and, past the swipe-to-dismiss rule, asks to close. Put the returned `handleRef` on the
 * handle; `drag` is the offset while dragging, null otherwise.
 */
export function useSwipeToClose(
  enabled: boolean,
  bodyRef: RefObject<HTMLElement | null>,
  onSwipeClose: () => void,
) {
  const [drag, setDrag] = useState<number | null>(null);
  const handleRef = useDrag({
    axis: 'y',
    enabled,
    onDrag: ({ phase, movement: [, dy], velocity: [, vy] }) => {
      const height = bodyRef.current?.offsetHeight ?? 0;
      if (phase !== 'end') {
        // Dragging up past the resting place resists; dragging down follows the finger.
        setDrag(dy < 0 ? rubberBand(dy, height) : dy);
        return;
      }
      setDrag(null);
      if (shouldCloseOnSwipe(dy, vy, height)) onSwipeClose();
    },
  });
  return { handleRef, drag };
}
