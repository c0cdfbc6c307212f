import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { PullToRefresh, type PullToRefreshProps } from './PullToRefresh';
import { pullDistance, statusWhilePulling } from './pullStatus';

function drag(el: Element, from: number, moves: number[]) {
  fireEvent.touchStart(el, { touches: [{ clientX: 10, clientY: from }] });
  for (const y of moves) fireEvent.touchMove(el, { touches: [{ clientX: 10, clientY: y }] });
  fireEvent.touchEnd(el, { touches: [] });
}

/** jsdom has no PointerEvent: a mouse event of the pointer type carries the same fields. */
function mouse(target: EventTarget, type: string, clientY: number) {
  const event = new MouseEvent(type, { bubbles: true, button: 0, clientX: 10, clientY });
  fireEvent(target as Element, Object.assign(event, { pointerType: 'mouse' }));
}

function setup(
  onRefresh: () => Promise<unknown> = vi.fn(() => Promise.resolve()),
  props: Partial<PullToRefreshProps> = {},
) {
  render(
    <PullToRefresh onRefresh={onRefresh} completeDelay={10} {...props}>
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

describe('PullToRefresh in its setting', () => {
  it('engages only at the top of a scrolling element it sits in', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <section aria-label="Inbox" style={{ overflowY: 'auto', height: 200 }}>
        <PullToRefresh onRefresh={onRefresh} completeDelay={10}>
          <ul aria-label="Messages">
            <li>Hello</li>
          </ul>
        </PullToRefresh>
      </section>,
    );
    const scroller = screen.getByRole('region', { name: 'Inbox' });
    const track = screen.getByRole('list', { name: 'Messages' }).parentElement!;
    scroller.scrollTop = 80;
    drag(track, 0, [40, 300]);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('Pull down to refresh')).toBeNull();

    scroller.scrollTop = 0;
    drag(track, 0, [40, 300]);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
  });

  it('follows a mouse drag too', async () => {
    const { onRefresh, track } = setup();
    mouse(track, 'pointerdown', 0);
    mouse(window, 'pointermove', 40);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    mouse(window, 'pointermove', 260);
    mouse(window, 'pointerup', 260);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
  });

  it('does nothing while disabled', () => {
    const { onRefresh, track } = setup(undefined, { disabled: true });
    drag(track, 0, [40, 300]);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('Pull down to refresh')).toBeNull();
  });

  it('closes without claiming success when the refresh fails, reports the error, and can pull again', async () => {
    const failure = new Error('offline');
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const onRefresh = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(undefined);
    const { track } = setup(onRefresh);
    drag(track, 0, [40, 300]);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
    expect(screen.queryByText('Refreshed')).toBeNull();
    expect(screen.queryByText('Refreshing…')).toBeNull();
    drag(track, 0, [40, 300]);
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

describeBasics('PullToRefresh', () => (
  <PullToRefresh>
    <p>List</p>
  </PullToRefresh>
));
