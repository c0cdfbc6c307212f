import { lockAxis, velocity, type Axis } from './gesture';
import type { DragOptions, DragState } from './useDrag';

type Options = { readonly current: DragOptions };

interface Session {
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  lastTime: number;
  vx: number;
  vy: number;
  axis: Axis | undefined;
  started: boolean;
}

/**
 * One finger or mouse press and every drag it may start, innermost first: the order in which
 * the down event bubbles to their elements. `owner` is settled when the first of them locks
 * to an axis (they all lock on the same move, since they start from the same point).
 */
interface Gesture {
  down: Event;
  /** The options of each drag. */
  drags: Options[];
  owner?: Options;
}

let gesture: Gesture | undefined;

/**
 * The drag that takes a gesture locked to `axis`: the innermost drag along that axis that can
 * move, else the innermost along that axis. Mouse and pen moves are heard on `window` by every
 * drag the press started, and a finger's moves bubble, so the others must stand down by
 * themselves; stopping propagation alone cannot do that.
 */
function ownerOf(g: Gesture, axis: Axis, movement: [number, number]) {
  const along = g.drags.filter((d) => (d.current.axis ?? axis) === axis);
  return along.find((d) => d.current.canMove?.(movement) ?? true) ?? along[0];
}

/**
 * The drags of one element, each from the press that may start it to the release, as
 * `[begin, move, end, started]`: `begin` is told where a press went down and returns whether a
 * drag may start; `move` returns whether the browser must not scroll for the move; `started`
 * tells whether the drag in progress has begun to move.
 */
export function dragTracker(options: Options) {
  let session: Session | null = null;
  const begin = (x: number, y: number, event: TouchEvent | PointerEvent) => {
    if (options.current.canStart && !options.current.canStart(event)) return false;
    const now = event.timeStamp;
    if (gesture?.down !== event) gesture = { down: event, drags: [] };
    gesture.drags.push(options);
    session = {
      startX: x,
      startY: y,
      lastX: x,
      lastY: y,
      lastTime: now,
      vx: 0,
      vy: 0,
      axis: undefined,
      started: false,
    };
    return true;
  };

  const move = (x: number, y: number, event: Event): boolean => {
    const s = session;
    if (!s) return false;
    const dx = x - s.startX;
    const dy = y - s.startY;
    if (!s.axis) {
      s.axis = lockAxis(dx, dy);
      if (!s.axis) return false;
      const g = gesture!;
      g.owner ??= ownerOf(g, s.axis, [dx, dy]);
      // Along the other axis (left to the browser), or another drag of the gesture moves.
      if (g.owner !== options) {
        session = null;
        return false;
      }
    }
    const elapsed = event.timeStamp - s.lastTime;
    if (elapsed > 0) {
      s.vx = velocity(x - s.lastX, elapsed);
      s.vy = velocity(y - s.lastY, elapsed);
    }
    s.lastX = x;
    s.lastY = y;
    s.lastTime = event.timeStamp;
    const state: DragState = {
      phase: s.started ? 'move' : 'start',
      movement: [dx, dy],
      velocity: [s.vx, s.vy],
      axis: s.axis,
    };
    s.started = true;
    options.current.onDrag(state);
    return options.current.preventScroll?.(state) ?? false;
  };

  const end = () => {
    const s = session;
    session = null;
    if (!s?.started || !s.axis) return;
    options.current.onDrag({
      phase: 'end',
      movement: [s.lastX - s.startX, s.lastY - s.startY],
      velocity: [s.vx, s.vy],
      axis: s.axis,
    });
  };

  return [begin, move, end, () => session?.started] as const;
}
