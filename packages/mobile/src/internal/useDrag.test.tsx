import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useDrag, type DragOptions, type DragState } from './useDrag';

type Props = Omit<DragOptions, 'onDrag'> & { onDrag: (state: DragState) => void };

/** A draggable region named "Track"; `trackKey` replaces it with a new element. */
function Track({ trackKey = 'a', ...options }: Props & { trackKey?: string }) {
  const ref = useDrag(options);
  return <div key={trackKey} ref={ref} role="group" aria-label="Track" />;
}

/** Drags `el` with one finger from (100, 100) by (dx, dy) in two moves. */
function touchDrag(el: Element, dx: number, dy: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 100 + dx / 2, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 100 + dx, clientY: 100 + dy }] });
  fireEvent.touchEnd(el, { touches: [] });
}

// jsdom has no PointerEvent: a mouse event of the pointer type carries the same fields.
function pointer(target: EventTarget, type: string, clientX: number, pointerType = 'mouse') {
  fireEvent(
    target as Element,
    Object.assign(new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY: 50 }), {
      pointerType,
    }),
  );
}

const phases = (onDrag: ReturnType<typeof vi.fn>) =>
  onDrag.mock.calls.map(([state]) => (state as DragState).phase);

describe('useDrag', () => {
  it('reports a touch drag from start to end with its movement and axis', () => {
    const onDrag = vi.fn();
    render(<Track onDrag={onDrag} />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 40, 10);
    expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
    expect(onDrag).toHaveBeenLastCalledWith(
      expect.objectContaining({ phase: 'end', movement: [40, 10], axis: 'x' }),
    );
  });

  it('attaches to an element that mounts later, inside a portal', () => {
    const onDrag = vi.fn();
    function Later() {
      const [open, setOpen] = useState(false);
      const ref = useDrag({ onDrag });
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && createPortal(<div ref={ref} role="group" aria-label="Sheet" />, document.body)}
        </>
      );
    }
    render(<Later />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    touchDrag(screen.getByRole('group', { name: 'Sheet' }), 0, 60);
    expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
  });

  it('moves to a replacing element and leaves the old one alone', () => {
    const onDrag = vi.fn();
    const { rerender } = render(<Track onDrag={onDrag} trackKey="first" />);
    const first = screen.getByRole('group', { name: 'Track' });
    rerender(<Track onDrag={onDrag} trackKey="second" />);
    const second = screen.getByRole('group', { name: 'Track' });
    expect(second).not.toBe(first);

    touchDrag(first, 50, 0);
    expect(onDrag).not.toHaveBeenCalled();
    touchDrag(second, 50, 0);
    expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
  });

  it('ignores drags while disabled and handles them once enabled again', () => {
    const onDrag = vi.fn();
    const { rerender } = render(<Track onDrag={onDrag} enabled={false} />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 50, 0);
    pointer(screen.getByRole('group', { name: 'Track' }), 'pointerdown', 100);
    pointer(window, 'pointermove', 150);
    pointer(window, 'pointerup', 150);
    expect(onDrag).not.toHaveBeenCalled();

    rerender(<Track onDrag={onDrag} enabled />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 50, 0);
    expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
  });

  it('removes every listener on unmount, ending a mouse drag in progress', () => {
    const onDrag = vi.fn();
    const { unmount } = render(<Track onDrag={onDrag} />);
    const track = screen.getByRole('group', { name: 'Track' });
    pointer(track, 'pointerdown', 100);
    pointer(window, 'pointermove', 130);
    expect(phases(onDrag)).toEqual(['start']);
    unmount();
    expect(phases(onDrag)).toEqual(['start', 'end']);
    onDrag.mockClear();

    pointer(window, 'pointermove', 160);
    pointer(window, 'pointerup', 160);
    touchDrag(track, 50, 0);
    expect(onDrag).not.toHaveBeenCalled();
  });

  it('keeps a drag going through re-renders of its caller', () => {
    const seen: number[] = [];
    function Follower() {
      const [x, setX] = useState(0);
      const ref = useDrag({
        onDrag: ({ movement: [dx] }) => {
          seen.push(dx);
          setX(dx);
        },
      });
      return <div ref={ref} role="group" aria-label="Track" data-x={x} />;
    }
    render(<Follower />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 40, 0);
    expect(seen).toEqual([20, 40, 40]);
  });

  it('handles mouse and pen through pointer events, and leaves fingers to touch events', () => {
    const onDrag = vi.fn();
    render(<Track onDrag={onDrag} />);
    const track = screen.getByRole('group', { name: 'Track' });
    pointer(track, 'pointerdown', 100, 'touch');
    pointer(window, 'pointermove', 150, 'touch');
    pointer(window, 'pointerup', 150, 'touch');
    expect(onDrag).not.toHaveBeenCalled();

    pointer(track, 'pointerdown', 100, 'pen');
    pointer(window, 'pointermove', 120, 'pen');
    pointer(window, 'pointerup', 120, 'pen');
    expect(phases(onDrag)).toEqual(['start', 'end']);
    expect(onDrag).toHaveBeenLastCalledWith(expect.objectContaining({ movement: [20, 0] }));
  });

  it('abandons a drag along the other axis to the browser', () => {
    const onDrag = vi.fn();
    render(<Track onDrag={onDrag} axis="x" />);
    const track = screen.getByRole('group', { name: 'Track' });
    touchDrag(track, 5, 60);
    expect(onDrag).not.toHaveBeenCalled();
    touchDrag(track, 60, 5);
    expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
  });

  it('waits for a clear movement before a drag starts', () => {
    const onDrag = vi.fn();
    render(<Track onDrag={onDrag} />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 4, 2);
    expect(onDrag).not.toHaveBeenCalled();
  });

  it('does not start when canStart says no', () => {
    const onDrag = vi.fn();
    render(<Track onDrag={onDrag} canStart={() => false} />);
    touchDrag(screen.getByRole('group', { name: 'Track' }), 60, 0);
    expect(onDrag).not.toHaveBeenCalled();
  });

  describe('nested drags', () => {
    type Spy = Props['onDrag'];
    /** An inner and an outer drag along x, inside a drag along y. */
    function Nested(props: { inner: Spy; outer: Spy; column: Spy; canMove?: () => boolean }) {
      const columnRef = useDrag({ axis: 'y', onDrag: props.column });
      const outerRef = useDrag({ axis: 'x', onDrag: props.outer });
      const innerRef = useDrag({ axis: 'x', onDrag: props.inner, canMove: props.canMove });
      return (
        <div ref={columnRef}>
          <div ref={outerRef}>
            <div ref={innerRef} role="group" aria-label="Inner" />
          </div>
        </div>
      );
    }
    const spies = () => ({ inner: vi.fn(), outer: vi.fn(), column: vi.fn() });

    it('gives a gesture to the innermost drag along its axis, by finger, mouse or pen', () => {
      const { inner, outer, column } = spies();
      render(<Nested inner={inner} outer={outer} column={column} />);
      const el = screen.getByRole('group', { name: 'Inner' });
      touchDrag(el, 60, 5);
      for (const type of ['mouse', 'pen']) {
        pointer(el, 'pointerdown', 100, type);
        pointer(window, 'pointermove', 160, type);
        pointer(window, 'pointerup', 160, type);
      }
      expect(phases(inner)).toEqual(['start', 'move', 'end', 'start', 'end', 'start', 'end']);
      expect(outer).not.toHaveBeenCalled();
      touchDrag(el, 5, 60);
      expect(phases(column)).toEqual(['start', 'move', 'end']);
    });

    it('lets an outer drag take the gesture when the inner one cannot move', () => {
      const { inner, outer, column } = spies();
      render(<Nested inner={inner} outer={outer} column={column} canMove={() => false} />);
      const el = screen.getByRole('group', { name: 'Inner' });
      touchDrag(el, 60, 5);
      pointer(el, 'pointerdown', 100);
      pointer(window, 'pointermove', 160);
      pointer(window, 'pointerup', 160);
      expect(inner).not.toHaveBeenCalled();
      expect(phases(outer)).toEqual(['start', 'move', 'end', 'start', 'end']);
    });

    it('keeps the gesture when nothing else can take it', () => {
      const onDrag = vi.fn();
      render(<Track onDrag={onDrag} canMove={() => false} />);
      touchDrag(screen.getByRole('group', { name: 'Track' }), 60, 0);
      expect(phases(onDrag)).toEqual(['start', 'move', 'end']);
    });

    it('ignores the touch events a pen sends along with its pointer events', () => {
      const onDrag = vi.fn();
      render(<Track onDrag={onDrag} />);
      const track = screen.getByRole('group', { name: 'Track' });
      pointer(track, 'pointerdown', 100, 'pen');
      fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 50 }] });
      pointer(window, 'pointermove', 140, 'pen');
      fireEvent.touchMove(track, { touches: [{ clientX: 140, clientY: 50 }] });
      pointer(window, 'pointerup', 140, 'pen');
      fireEvent.touchEnd(track, { touches: [] });
      expect(phases(onDrag)).toEqual(['start', 'end']);
    });
  });

  describe('scrolling', () => {
    const spyOnListeners = () => vi.spyOn(HTMLElement.prototype, 'addEventListener');

    /** Options of the touchmove listeners added to `el` (React adds its own on the root). */
    const touchMoveOptions = (spy: ReturnType<typeof spyOnListeners>, el: Element) =>
      spy.mock.calls
        .filter(([type], call) => type === 'touchmove' && spy.mock.contexts[call] === el)
        .map(([, , options]) => options);

    afterEach(() => vi.restoreAllMocks());

    it('listens passively, so a drag never blocks scrolling', () => {
      const add = spyOnListeners();
      render(<Track onDrag={() => {}} />);
      const track = screen.getByRole('group', { name: 'Track' });
      expect(touchMoveOptions(add, track)).toEqual([{ passive: true }]);
      fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
      const move = fireEvent.touchMove(track, { touches: [{ clientX: 100, clientY: 150 }] });
      expect(move).toBe(true);
    });

    it('stops scrolling for the moves preventScroll picks, through a non-passive listener', () => {
      const add = spyOnListeners();
      render(<Track onDrag={() => {}} preventScroll={({ movement: [, dy] }) => dy > 0} />);
      const track = screen.getByRole('group', { name: 'Track' });
      expect(touchMoveOptions(add, track)).toEqual([{ passive: false }]);
      fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
      // fireEvent returns false when the event's default (scrolling) was prevented.
      expect(fireEvent.touchMove(track, { touches: [{ clientX: 100, clientY: 150 }] })).toBe(false);
      fireEvent.touchEnd(track, { touches: [] });
      fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
      expect(fireEvent.touchMove(track, { touches: [{ clientX: 100, clientY: 50 }] })).toBe(true);
    });
  });
});
