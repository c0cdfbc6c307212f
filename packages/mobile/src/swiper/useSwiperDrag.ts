import { useRef, useState, type MouseEvent, type RefObject } from 'react';
import { isRtl } from '../internal/direction';
import { useDrag } from '../internal/useDrag';
import { dragOffset, releasePosition } from './swiperMath';

/**
 * The track follows a finger or mouse along the swiper's axis, and on release settles on the
 * slide that the distance and the speed of the drag point to, passed to `onRelease`.
 * `slideSize` is a percentage of the swiper (`rootRef`); `position` is the current one, in
 * slides (beyond the count in a loop). Returns `[dragRef, dragging, shown, onClickCapture]`:
 * `shown` is where the track is, in slides (fractional while dragged), and `onClickCapture`,
 * for the swiper, stops the click that ends a mouse drag.
 */
export function useSwiperDrag(
  rootRef: RefObject<HTMLElement | null>,
  vertical: boolean,
  enabled: boolean,
  slideSize: number,
  position: number,
  count: number,
  loop: boolean,
  onRelease: (position: number) => void,
) {
  /** How far the track is dragged, in slides; `null` at rest. */
  const [offset, setOffset] = useState<number | null>(null);
  const gesture = useRef({ size: 0, endedAt: -1 });
  // Along the axis, towards the next slide: leftwards in right-to-left layouts.
  // (Drags only run while the swiper is mounted, so the root is there.)
  const along = ([x, y]: [number, number]) => (vertical ? y : isRtl(rootRef.current!) ? -x : x);

  const dragRef = useDrag({
    axis: vertical ? 'y' : 'x',
    enabled,
    // Nested in swipeable Tabs or a SwipeAction, the swiper takes a drag it can follow; at an
    // end (no loop) a drag outwards goes to the parent, and resists here only if none takes it.
    canMove: (movement) => {
      const moved = along(movement);
      return loop || (moved > 0 ? position > 0 : position < count - 1);
    },
    // A handled drag stays here: touch handlers of parents never see its moves.
    stopPropagation: true,
    onDrag: ({ phase, movement, velocity }) => {
      const g = gesture.current;
      const root = rootRef.current!;
      if (phase === 'start') {
        g.size = ((vertical ? root.clientHeight : root.clientWidth) * slideSize) / 100;
      }
      const moved = along(movement);
      if (phase !== 'end') {
        const px = dragOffset(moved, position, count, g.size, loop);
        setOffset(g.size > 0 ? px / g.size : 0);
        return;
      }
      setOffset(null);
      g.endedAt = performance.now();
      const speed = along(velocity);
      onRelease(releasePosition(position, moved, speed, g.size, count, loop));
    },
  });

  return [
    dragRef,
    offset !== null,
    position - (offset ?? 0),
    // A mouse drag ends with a click on the slide under it, straight away: not a tap.
    (event: MouseEvent) => {
      if (performance.now() - gesture.current.endedAt < 100) event.stopPropagation();
    },
  ] as const;
}
