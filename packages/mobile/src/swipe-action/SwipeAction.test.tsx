import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describeBasics } from '../test-utils/basics';
import { SwipeAction, type SwipeActionRef } from './SwipeAction';
import { clampDrag, snapOffset } from './swipeSnap';

const right = [
  { key: 'pin', text: 'Pin', color: 'primary' as const },
  { key: 'delete', text: 'Delete', color: 'danger' as const },
];

function Row({ label, onAction }: { label: string; onAction?: (key: string | number) => void }) {
  return (
    <SwipeAction
      rightActions={right}
      leftActions={[{ key: 'read', text: 'Read' }]}
      onAction={(a) => onAction?.(a.key)}
    >
      <p>{label}</p>
    </SwipeAction>
  );
}

const trackOf = (text: string) => screen.getByText(text).parentElement!.parentElement!;
const swipe = (el: Element, dx: number, dy = 0) => {
  fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 200 + dx / 2, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
  fireEvent.touchEnd(el, { touches: [] });
};

beforeEach(() => {
  // jsdom has no layout: give each action group a width.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(140);
});

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
});

describe('SwipeAction', () => {
  it('opens on a horizontal swipe and runs the tapped action, then closes', async () => {
    const onAction = vi.fn();
    render(<Row label="Invoice" onAction={onAction} />);
    const row = trackOf('Invoice');
    swipe(row, -120);
    expect(row.parentElement).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(row.parentElement).toHaveAttribute('data-state', 'closed');
  });

  it('issue antd-mobile#1954: a vertical drag scrolls the list and leaves the row closed', () => {
    render(<Row label="Receipt" />);
    const row = trackOf('Receipt');
    swipe(row, -20, 120);
    expect(row.parentElement).toHaveAttribute('data-state', 'closed');
  });

  it('keeps only one row open', () => {
    render(
      <>
        <Row label="First" />
        <Row label="Second" />
      </>,
    );
    swipe(trackOf('First'), -120);
    swipe(trackOf('Second'), -120);
    expect(trackOf('First').parentElement).toHaveAttribute('data-state', 'closed');
    expect(trackOf('Second').parentElement).toHaveAttribute('data-state', 'open');
  });

  it('reveals actions when they receive keyboard focus', async () => {
    render(<Row label="Note" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Read' })).toHaveFocus();
    expect(trackOf('Note').parentElement).toHaveAttribute('data-state', 'open');
  });

  it('opens and closes through its ref, and closes on an outside touch', () => {
    const ref = createRef<SwipeActionRef>();
    render(
      <>
        <SwipeAction ref={ref} rightActions={right}>
          <p>Ref row</p>
        </SwipeAction>
        <p>Outside</p>
      </>,
    );
    act(() => ref.current?.show('right'));
    expect(trackOf('Ref row').parentElement).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(trackOf('Ref row').parentElement).toHaveAttribute('data-state', 'closed');
  });
});

describeBasics('SwipeAction', () => (
  <SwipeAction rightActions={right}>
    <p>Row</p>
  </SwipeAction>
));
