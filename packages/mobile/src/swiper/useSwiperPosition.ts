import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { isRtl } from '../internal/direction';
import { positionFor, wrapIndex } from './swiperMath';
import type { SwiperRef } from './Swiper';

/**
 * Where the swiper is and how it gets elsewhere: by `go` (to a position), by the ref's methods
 * and by the arrow keys of its axis (`onKeyDown`, for the swiper itself). Returns
 * `[position, current, heading, go, onKeyDown]`: the position runs past both ends in a loop and
 * is otherwise clamped to the slides, `current` is the slide it shows, and `heading`, the last
 * direction moved (+1 or -1), places slides that tie in a loop.
 */
export function useSwiperPosition(
  ref: Ref<SwiperRef>,
  defaultIndex: number,
  count: number,
  loop: boolean,
  vertical: boolean,
  onIndexChange: ((index: number) => void) | undefined,
) {
  const [[position, heading], setPlace] = useState<[number, number]>(() => [
    positionFor(defaultIndex, 0, count, false),
    1,
  ]);
  // Moves made before the swiper renders again (two swipeNext() calls in one handler) each start
  // where the one before went, not from the rendered position.
  const target = useRef(position);
  // Slides removed under the current one: stay on the last that remains.
  const within = (place: number) => (!loop && count > 0 ? Math.min(place, count - 1) : place);
  const safePosition = within(position);
  const current = wrapIndex(safePosition, count);
  const latest = () => within(target.current);

  const go = (next: number) => {
    if (count === 0) return;
    const from = latest();
    const to = loop ? next : Math.min(Math.max(next, 0), count - 1);
    target.current = to;
    setPlace([to, to < from ? -1 : 1]);
    const index = wrapIndex(to, count);
    if (index !== wrapIndex(from, count)) onIndexChange?.(index);
  };

  useImperativeHandle(ref, () => ({
    swipeTo: (index) => go(positionFor(index, latest(), count, loop)),
    swipeNext: () => go(latest() + 1),
    swipePrev: () => go(latest() - 1),
  }));

  const onKeyDown = (event: KeyboardEvent) => {
    const by = (vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']).indexOf(
      event.key,
    );
    if (event.target !== event.currentTarget || by < 0) return;
    event.preventDefault();
    // In right-to-left layouts the next slide is on the left.
    go(latest() + (by * 2 - 1) * (!vertical && isRtl(event.currentTarget) ? -1 : 1));
  };

  return [safePosition, current, heading, go, onKeyDown] as const;
}
