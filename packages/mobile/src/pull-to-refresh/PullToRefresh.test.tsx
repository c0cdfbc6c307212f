import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { PullToRefresh } from './PullToRefresh';
import { pullDistance, statusWhilePulling } from './pullStatus';

function drag(el: Element, from: number, moves: number[]) {
  fireEvent.touchStart(el, { touches: [{ clientX: 10, clientY: from }] });
  for (const y of moves) fireEvent.touchMove(el, { touches: [{ clientX: 10, clientY: y }] });
  fireEvent.touchEnd(el, { touches: [] });
}

function setup(onRefresh = vi.fn(() => Promise.resolve())) {
  render(
    <PullToRefresh onRefresh={onRefresh} completeDelay={10}>
      <ul aria-label="Messages">
        <li>Hello</li>
      </ul>
    </PullToRefresh>,
  );
  const track = screen.getByRole('list', { name: 'Messages' }).parentElement!;
  return { onRefresh, track };
}

describe('pull maths', () => {
  it.each([
    [-20, 0],
    [0, 0],
    [50, 25.2],
    [200, 80.5],
  ])('a finger move of %d px pulls %d px', (dy, expected) => {
    expect(pullDistance(dy)).toBeCloseTo(expected, 1);
  });

  it.each([
    [0, 'idle'],
    [30, 'pulling'],
    [60, 'canRelease'],
    [90, 'canRelease'],
  ] as const)('%d px pulled with a 60 px threshold is %s', (distance, expected) => {
    expect(statusWhilePulling(distance, 60)).toBe(expected);
  });
});

describe('PullToRefresh', () => {
  it('refreshes after a pull past the threshold, announcing each status', async () => {
    let finish: () => void = () => {};
    const { onRefresh, track } = setup(vi.fn(() => new Promise<void>((r) => (finish = r))));
    fireEvent.touchStart(track, { touches: [{ clientX: 10, clientY: 0 }] });
    fireEvent.touchMove(track, { touches: [{ clientX: 10, clientY: 40 }] });
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    fireEvent.touchMove(track, { touches: [{ clientX: 10, clientY: 240 }] });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(track, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Refreshing…')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByText('Refreshed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Refreshed')).toBeNull());
  });

  it('does not refresh on a short pull', () => {
    const { onRefresh, track } = setup();
    drag(track, 0, [20, 40]);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('issue antd-mobile#3640: never engages when the drag starts upward (scrolling back up)', () => {
    const { onRefresh, track } = setup();
    drag(track, 300, [280, 260, 400, 600]);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('never engages when its scroll container is not at the top', () => {
    const { onRefresh, track } = setup();
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    drag(track, 0, [40, 300]);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('stops the browser scrolling only while a pull is engaged', () => {
    const { track } = setup();
    fireEvent.touchStart(track, { touches: [{ clientX: 10, clientY: 0 }] });
    const pull = fireEvent.touchMove(track, { touches: [{ clientX: 10, clientY: 50 }] });
    expect(pull).toBe(false);
    fireEvent.touchEnd(track, { touches: [] });
    fireEvent.touchStart(track, { touches: [{ clientX: 10, clientY: 100 }] });
    const scroll = fireEvent.touchMove(track, { touches: [{ clientX: 10, clientY: 50 }] });
    expect(scroll).toBe(true);
  });
});

describeBasics('PullToRefresh', () => (
  <PullToRefresh>
    <p>List</p>
  </PullToRefresh>
));
