import { useRef, useState, type RefObject } from 'react';
import { useDrag } from '../internal/useDrag';
import { dragOption, type SegmentedOption } from './segmentedOptions';

/**
 * Dragging the thumb: a sideways drag that starts on the chosen segment (option `from`, which
 * takes the returned ref) carries the thumb to the enabled segment under the finger, and the
 * release passes that one to `onRelease`. The choice itself waits for the release, so screen
 * readers hear one change. Returns `[dragRef, shown, justDragged]`: `shown` is the option the
 * thumb is dragged over (-1 at rest), and `justDragged` tells the click that may end a mouse
 * drag from a tap.
 */
export function useSegmentDrag(
  rootRef: RefObject<HTMLElement | null>,
  options: readonly SegmentedOption[],
  from: number,
  onRelease: (index: number) => void,
) {
  const [shown, setShown] = useState(-1);
  const drag = useRef({ x: 0, index: -1, endedAt: -Infinity });
  const dragRef = useDrag({
    axis: 'x',
    canStart: (event) => {
      drag.current.x = ('touches' in event ? event.touches[0]! : event).clientX;
      return true;
    },
    // A bar that overflows would scroll under the finger where `touch-action` is not honoured.
    preventScroll: () => true,
    onDrag: ({ phase, movement: [dx] }) => {
      const d = drag.current;
      if (phase === 'end') {
        d.endedAt = performance.now();
        setShown(-1);
        onRelease(d.index);
        return;
      }
      if (phase === 'start') d.index = from;
      const items = rootRef.current!.querySelectorAll('[role="radio"]');
      const rects = Array.from(items, (item) => item.getBoundingClientRect());
      d.index = dragOption(options, rects, d.index, d.x + dx);
      setShown(d.index);
    },
  });
  return [
    dragRef,
    shown,
    // The release may be followed at once by a click (a mouse's, on the segment the press began
    // on): it ends the drag and must not choose again.
    () => performance.now() - drag.current.endedAt < 100,
  ] as const;
}
