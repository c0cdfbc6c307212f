import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { useDrag } from '../internal/useDrag';
import { isRtl } from '../internal/direction';

interface SliderDragOptions {
  vertical: boolean;
  enabled: boolean;
  /** Which thumb a press at this fraction of the track moves. */
  pickThumb: (fraction: number) => 0 | 1;
  /** Moves thumb `thumb` to `fraction` (0 to 1) of the track. */
  moveTo: (thumb: 0 | 1, fraction: number) => void;
  /** The drag or tap ended: the value is final. */
  commit: () => void;
}

/**
 * Where a point lies along the track (`rect`, `length` long), from 0 (min end) to 1. A
 * horizontal track runs from the right in right-to-left layouts (`rtl`).
 */
function fractionAt(
  rect: DOMRect,
  length: number,
  x: number,
  y: number,
  vertical: boolean,
  rtl: boolean,
) {
  if (length <= 0) return 0;
  if (vertical) return (rect.bottom - y) / length;
  return (rtl ? rect.right - x : x - rect.left) / length;
}

/**
 * Dragging a slider: a press picks the nearest thumb, a drag along the track moves it (the page
 * does not scroll meanwhile), a tap jumps it there. Drags across the track are left to the browser
 * so the page still scrolls past a slider.
 */
export function useSliderDrag({ vertical, enabled, pickThumb, moveTo, commit }: SliderDragOptions) {
  const track = useRef<HTMLElement | null>(null);
  const press = useRef<{ fraction: number; thumb: 0 | 1; length: number; rtl: boolean } | null>(
    null,
  );
  const dragged = useRef(false);
  const [active, setActive] = useState<0 | 1 | null>(null);

  const dragRef = useDrag({
    axis: vertical ? 'y' : 'x',
    enabled,
    preventScroll: () => true,
    onDrag: ({ phase, movement }) => {
      const start = press.current;
      if (!start || start.length <= 0) return;
      dragged.current = true;
      const moved = vertical ? -movement[1] : start.rtl ? -movement[0] : movement[0];
      moveTo(start.thumb, start.fraction + moved / start.length);
      if (phase === 'start') setActive(start.thumb);
      if (phase === 'end') {
        setActive(null);
        commit();
      }
    },
  });

  // Stable, so the drag listeners stay attached across renders.
  const ref = useCallback(
    (el: HTMLElement | null) => {
      track.current = el;
      dragRef(el);
    },
    [dragRef],
  );

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const el = track.current;
    if (!enabled || !el) return;
    const rtl = !vertical && isRtl(el);
    const rect = el.getBoundingClientRect();
    const length = vertical ? rect.height : rect.width;
    const fraction = fractionAt(rect, length, event.clientX, event.clientY, vertical, rtl);
    if (!Number.isFinite(fraction)) return;
    const thumb = pickThumb(fraction);
    press.current = { fraction, thumb, length, rtl };
    dragged.current = false;
  };

  // A click that ends a drag is not a tap.
  const onClick = () => {
    const start = press.current;
    if (!enabled || !start || dragged.current) return;
    moveTo(start.thumb, start.fraction);
    commit();
  };

  return { dragRef: ref, onPointerDown, onClick, active };
}
