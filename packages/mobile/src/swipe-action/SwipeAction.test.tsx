import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describeBasics } from '../test-utils/basics';
import { hydrate } from '../test-utils/ssr';
import { SwipeAction, type SwipeActionRef } from './SwipeAction';
import { end, start, mockRowLayout, Row, rowOf, swipe, trackOf } from './SwipeAction.fixtures';
import { clampDrag, isFullSwipe, sideOf, snapOffset } from './swipeSnap';

beforeEach(mockRowLayout);

describe('snapping', () => {
  it.each([
    [30, 0, 0],
    [80, 0, 140],
    [-80, 0, -140],
    [-30, -1, -140],
    [-100, 1, 0],
    [50, 0.6, 140],
  ])('released at %d px moving %d px/ms settles at %d', (offset, velocity, expected) => {
    expect(snapOffset(offset, velocity, 140, 140)).toBe(expected);
  });

  it('resists past the actions', () => {
    expect(clampDrag(200, 140, 140, (past) => past / 2)).toBe(170);
    expect(clampDrag(-50, 140, 140, (past) => past / 2)).toBe(-50);
  });

  it.each([
    [180, 140, 375, false],
    [225, 140, 375, true],
    [-225, 140, 375, true],
    [200, 180, 375, false],
    [230, 180, 375, true],
    [300, 0, 375, false],
  ])('a full swipe at %d px with %d px of actions in a %d px row: %s', (o, a, r, expected) => {
    expect(isFullSwipe(o, a, r)).toBe(expected);
  });

  it('maps the direction of movement to a side by text direction', () => {
    expect(sideOf(10, false)).toBe('start');
    expect(sideOf(-10, false)).toBe('end');
    expect(sideOf(10, true)).toBe('end');
    expect(sideOf(-10, true)).toBe('start');
  });
});

describe('SwipeAction', () => {
  it('opens on a horizontal swipe and runs the tapped action, then closes', async () => {
    const onAction = vi.fn();
    const onActionsReveal = vi.fn();
    render(
      <Row label="Invoice" onAction={(a) => onAction(a.key)} onActionsReveal={onActionsReveal} />,
    );
    swipe(trackOf('Invoice'), -120);
    expect(rowOf('Invoice')).toHaveAttribute('data-state', 'open');
    expect(onActionsReveal).toHaveBeenCalledWith('end');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(rowOf('Invoice')).toHaveAttribute('data-state', 'closed');
  });

  it('opens with a mouse drag as well', () => {
    render(<Row label="Desk" />);
    // jsdom has no PointerEvent: a mouse event of the pointer type carries the same fields.
    const mouse = (target: EventTarget, type: string, clientX: number) =>
      fireEvent(
        target as Element,
        Object.assign(new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY: 50 }), {
          pointerType: 'mouse',
        }),
      );
    mouse(trackOf('Desk'), 'pointerdown', 300);
    mouse(window, 'pointermove', 250);
    mouse(window, 'pointermove', 150);
    mouse(window, 'pointerup', 150);
    expect(rowOf('Desk')).toHaveAttribute('data-state', 'open');
  });

  it('issue antd-mobile#1954: a vertical drag scrolls the list and leaves the row closed', () => {
    render(<Row label="Receipt" />);
    swipe(trackOf('Receipt'), -20, 120);
    expect(rowOf('Receipt')).toHaveAttribute('data-state', 'closed');
  });

  it('keeps only one row open, closing the open one as soon as another moves', () => {
    render(
      <>
        <Row label="First" />
        <Row label="Second" />
      </>,
    );
    swipe(trackOf('First'), -120);
    const second = trackOf('Second');
    fireEvent.touchStart(second, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchMove(second, { touches: [{ clientX: 170, clientY: 100 }] });
    expect(rowOf('First')).toHaveAttribute('data-state', 'closed');
    fireEvent.touchMove(second, { touches: [{ clientX: 80, clientY: 100 }] });
    fireEvent.touchEnd(second, { touches: [] });
    expect(rowOf('Second')).toHaveAttribute('data-state', 'open');
  });

  it('opens and closes through its ref, and closes on an outside touch', () => {
    const ref = createRef<SwipeActionRef>();
    render(
      <>
        <SwipeAction ref={ref} endActions={end}>
          <p>Ref row</p>
        </SwipeAction>
        <p>Outside</p>
      </>,
    );
    act(() => ref.current?.show('end'));
    expect(rowOf('Ref row')).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(rowOf('Ref row')).toHaveAttribute('data-state', 'closed');
  });
});

describe('full swipe', () => {
  it('runs the outermost action of the side when released past the threshold', () => {
    const onAction = vi.fn();
    render(<Row label="Mail" fullSwipe="end" onAction={(a) => onAction(a.key)} />);
    swipe(trackOf('Mail'), -260);
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
    expect(rowOf('Mail')).toHaveAttribute('data-state', 'closed');
  });

  it('stretches the outermost action over the row while armed, hiding the others', () => {
    render(<Row label="Mail" fullSwipe />);
    const track = trackOf('Mail');
    fireEvent.touchStart(track, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchMove(track, { touches: [{ clientX: 200, clientY: 100 }] });
    expect(screen.getByRole('button', { name: 'Pin' })).toBeVisible();
    fireEvent.touchMove(track, { touches: [{ clientX: 40, clientY: 100 }] });
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    // Moving back under the threshold disarms it: releasing only opens the row.
    fireEvent.touchMove(track, { touches: [{ clientX: 180, clientY: 100 }] });
    expect(screen.getByRole('button', { name: 'Pin' })).toBeVisible();
    fireEvent.touchMove(track, { touches: [{ clientX: 170, clientY: 100 }] });
    fireEvent.touchEnd(track, { touches: [] });
    expect(rowOf('Mail')).toHaveAttribute('data-state', 'open');
  });

  it('only opens the row when full swipe is off for that side', () => {
    const onAction = vi.fn();
    render(<Row label="Mail" fullSwipe="start" onAction={onAction} />);
    swipe(trackOf('Mail'), -260);
    expect(onAction).not.toHaveBeenCalled();
    expect(rowOf('Mail')).toHaveAttribute('data-state', 'open');
  });

  it('full-swipes the start side towards the end', () => {
    const onAction = vi.fn();
    render(<Row label="Mail" fullSwipe onAction={(a) => onAction(a.key)} />);
    swipe(trackOf('Mail'), 260);
    expect(onAction).toHaveBeenCalledExactlyOnceWith('read');
  });
});

describe('right-to-left', () => {
  it('reveals the end actions with a swipe to the right, and the start ones to the left', () => {
    const onActionsReveal = vi.fn();
    render(
      <div dir="rtl">
        <Row label="رسالة" onActionsReveal={onActionsReveal} />
      </div>,
    );
    swipe(trackOf('رسالة'), 120);
    expect(onActionsReveal).toHaveBeenLastCalledWith('end');
    swipe(trackOf('رسالة'), -120);
    swipe(trackOf('رسالة'), -120);
    expect(onActionsReveal).toHaveBeenLastCalledWith('start');
  });

  it('full-swipes the end side towards the right', () => {
    const onAction = vi.fn();
    render(
      <div dir="rtl">
        <Row label="رسالة" fullSwipe="end" onAction={(a) => onAction(a.key)} />
      </div>,
    );
    swipe(trackOf('رسالة'), -260);
    expect(onAction).not.toHaveBeenCalled();
    swipe(trackOf('رسالة'), 400);
    expect(onAction).toHaveBeenCalledExactlyOnceWith('delete');
  });
});

describe('keyboard and screen readers', () => {
  it('exposes each side as a labelled group of buttons', () => {
    render(<Row label="Note" />);
    const groups = screen.getAllByRole('group', { name: 'More actions' });
    expect(groups).toHaveLength(2);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Read',
      'Pin',
      'Delete',
    ]);
  });

  it('reveals a side when one of its actions receives focus, and runs it with Enter', async () => {
    const onAction = vi.fn();
    const onActionsReveal = vi.fn();
    render(
      <Row label="Note" onAction={(a) => onAction(a.key)} onActionsReveal={onActionsReveal} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Read' })).toHaveFocus();
    expect(rowOf('Note')).toHaveAttribute('data-state', 'open');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(onActionsReveal.mock.calls).toEqual([['start'], ['end']]);
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(rowOf('Note')).toHaveAttribute('data-state', 'closed');
    // Focus leaves the hidden button for the row itself.
    expect(rowOf('Note')).toHaveFocus();
  });

  it('closes with Escape without letting the key reach enclosing handlers', async () => {
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={outer}>
        <Row label="Note" />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(rowOf('Note')).toHaveAttribute('data-state', 'closed');
    expect(rowOf('Note')).toHaveFocus();
    expect(outer).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('SwipeAction after server rendering', () => {
  it('opens on a swipe straight after hydration, before any client render', async () => {
    const onActionsReveal = vi.fn();
    const { errors } = await hydrate(<Row label="Server row" onActionsReveal={onActionsReveal} />, {
      keepMounted: true,
    });
    expect(errors).toEqual([]);
    swipe(trackOf('Server row'), -120);
    expect(rowOf('Server row')).toHaveAttribute('data-state', 'open');
    expect(onActionsReveal).toHaveBeenCalledWith('end');
  });
});

describeBasics('SwipeAction', () => (
  <SwipeAction startActions={start} endActions={end} fullSwipe>
    <p>Row</p>
  </SwipeAction>
));
