import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Toast } from './index';
import { shouldDismissSwipe, swipeOffset } from './toastSwipe';

afterEach(async () => {
  cleanup();
  await act(async () => Toast.clear());
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});

/** The toast as seen and touched on screen; screen readers hear the status region instead. */
const findBox = (text: string) => screen.findByText(text, { ignore: '[role="status"]' });
const getBox = (text: string) => screen.getByText(text, { ignore: '[role="status"]' });

/** Swipes `el` by (dx, dy) in steps 100 ms apart: a slow, deliberate swipe. */
function swipe(el: HTMLElement, dx: number, dy: number, steps = 3) {
  vi.useFakeTimers({ toFake: ['Date'] });
  fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 300 }] });
  for (let step = 1; step <= steps; step += 1) {
    vi.setSystemTime(Date.now() + 100);
    fireEvent.touchMove(el, {
      touches: [{ clientX: 200 + (dx * step) / steps, clientY: 300 + (dy * step) / steps }],
    });
  }
  vi.useRealTimers();
  return () => fireEvent.touchEnd(el, { touches: [] });
}

describe('toast swipe rules', () => {
  it.each<
    [string, 'x' | 'y', [number, number], [number, number], 'top' | 'center' | 'bottom', boolean]
  >([
    ['a long swipe to the right', 'x', [80, 0], [0.1, 0], 'center', true],
    ['a long swipe to the left', 'x', [-80, 0], [-0.1, 0], 'center', true],
    ['a short slow swipe sideways', 'x', [30, 0], [0.1, 0], 'center', false],
    ['a short flick sideways', 'x', [20, 0], [0.9, 0], 'center', true],
    ['a flick back towards where it started', 'x', [20, 0], [-0.9, 0], 'center', false],
    ['a long swipe up on a top toast', 'y', [0, -60], [0, -0.1], 'top', true],
    ['a long swipe down on a top toast', 'y', [0, 60], [0, 0.1], 'top', false],
    ['a long swipe down on a bottom toast', 'y', [0, 60], [0, 0.1], 'bottom', true],
    ['a long swipe up on a bottom toast', 'y', [0, -60], [0, -0.1], 'bottom', false],
  ])('%s dismisses: %s', (_name, axis, movement, speed, position, expected) => {
    expect(shouldDismissSwipe(axis, movement, speed, position)).toBe(expected);
  });

  it('follows sideways and towards the edge, and resists the other way', () => {
    expect(swipeOffset('x', [-70, 5], 'center')).toEqual({ x: -70, y: 0 });
    expect(swipeOffset('y', [0, -50], 'top')).toEqual({ x: 0, y: -50 });
    const resisted = swipeOffset('y', [0, 50], 'top').y;
    expect(resisted).toBeGreaterThan(0);
    expect(resisted).toBeLessThan(40);
  });
});

describe('Toast swipe to dismiss', () => {
  it('a sideways swipe closes a Toast.show toast and fires afterClose', async () => {
    const afterClose = vi.fn();
    act(() => void Toast.show({ content: 'Link copied', duration: 0, afterClose }));
    const box = await findBox('Link copied');
    const release = swipe(box, 120, 0);
    expect(box).toHaveAttribute('data-dragging', 'true');
    expect(box.style.getPropertyValue('--tm-toast-swipe-x')).toBe('120px');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(afterClose).toHaveBeenCalledTimes(1);
  });

  it('an upward swipe closes a top toast', async () => {
    act(() => void Toast.show({ content: 'Message sent', position: 'top', duration: 0 }));
    swipe(await findBox('Message sent'), 0, -80)();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('a short swipe springs back and the toast stays', async () => {
    const afterClose = vi.fn();
    act(() => void Toast.show({ content: 'Still here', duration: 0, afterClose }));
    const box = await findBox('Still here');
    swipe(box, 30, 0)();
    expect(getBox('Still here')).toBe(box);
    expect(box.style.getPropertyValue('--tm-toast-swipe-x')).toBe('');
    expect(afterClose).not.toHaveBeenCalled();
  });

  it('with the queue policy, swiping hands the same live region to the next toast', async () => {
    const firstClosed = vi.fn();
    act(() => {
      Toast.show({ content: 'Uploading', duration: 0, afterClose: firstClosed });
      Toast.show({ content: 'Uploaded', duration: 0, policy: 'queue' });
    });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Uploading'));
    const box = getBox('Uploading');
    swipe(box, -120, 0)();
    // The next toast shows at once, centred; the polite region stays in place and says its text.
    expect(box).toHaveTextContent('Uploaded');
    expect(box.style.getPropertyValue('--tm-toast-swipe-x')).toBe('');
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBe(status);
    await waitFor(() => expect(status).toHaveTextContent('Uploaded'));
  });

  it('swiping one stacked toast away leaves the others in place', async () => {
    const afterClose = vi.fn();
    act(() => {
      for (const content of ['Sent to Ana', 'Sent to Ben', 'Sent to Cy'])
        Toast.show({ content, duration: 0, policy: 'stack', afterClose });
    });
    swipe(await findBox('Sent to Ben'), 120, 0)();
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(getBox('Sent to Ana')).toBeInTheDocument();
    expect(getBox('Sent to Cy')).toBeInTheDocument();
    expect(afterClose).toHaveBeenCalledTimes(1);
  });

  it('a replaced toast fires its afterClose', async () => {
    const savingClosed = vi.fn();
    act(() => {
      Toast.show({ content: 'Saving…', duration: 0, afterClose: savingClosed });
      Toast.show({ content: 'Saved' });
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(savingClosed).toHaveBeenCalledTimes(1);
  });

  it('the component form asks onClose, and cannot be swiped without it', async () => {
    function Copied() {
      const [visible, setVisible] = useState(true);
      return <Toast visible={visible} content="Copied" onClose={() => setVisible(false)} />;
    }
    const { unmount } = render(<Copied />);
    swipe(getBox('Copied'), 100, 0)();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    unmount();

    render(<Toast visible content="Pinned" />);
    const box = getBox('Pinned');
    swipe(box, 100, 0)();
    expect(box).not.toHaveAttribute('data-dragging');
    expect(getBox('Pinned')).toBe(box);
  });

  it('can still be swiped after moving to another container', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const onClose = vi.fn();
    const { rerender } = render(
      <Toast visible content="Moved" getContainer={() => first} onClose={onClose} />,
    );
    rerender(<Toast visible content="Moved" getContainer={() => second} onClose={onClose} />);
    expect(second).toContainElement(screen.getByRole('status'));
    swipe(getBox('Moved'), 100, 0)();
    expect(onClose).toHaveBeenCalledTimes(1);
    first.remove();
    second.remove();
  });

  it('closeOnSwipe={false} keeps a toast in place', async () => {
    act(
      () =>
        void Toast.show({
          content: 'Uploading…',
          icon: 'loading',
          duration: 0,
          closeOnSwipe: false,
        }),
    );
    const box = await findBox('Uploading…');
    swipe(box, 120, 0)();
    expect(getBox('Uploading…')).toBe(box);
  });
});
