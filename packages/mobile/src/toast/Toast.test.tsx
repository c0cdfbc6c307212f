import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, cleanup, isInaccessible, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { dark, hydrate } from '../test-utils/ssr';
import { Toast } from './index';
import {
  dismiss,
  emptyQueue,
  enqueue,
  MAX_SHOWN,
  patch,
  type QueueState,
  type ToastPolicy,
} from './toastQueue';

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await act(async () => Toast.clear());
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});

describe('toast queue', () => {
  type Item = { id: number; text: string };
  const [a, b, c, d] = [1, 2, 3, 4].map((id) => ({ id, text: String(id) })) as [
    Item,
    Item,
    Item,
    Item,
  ];
  /** A queue state: the replace/queue toast, the stacked ones, the waiting ones. */
  const q = (current: Item | null, stack: Item[] = [], waiting: Item[] = []): QueueState<Item> => ({
    current,
    stack,
    waiting,
  });

  it.each<[string, QueueState<Item>, Item, ToastPolicy, QueueState<Item>]>([
    ['replace on an empty screen', emptyQueue(), b, 'replace', q(b)],
    ['replace a toast on screen', q(a), b, 'replace', q(b)],
    ['replace a whole stack, keeping the queue', q(a, [c], [d]), b, 'replace', q(b, [], [d])],
    ['queue on an empty screen', emptyQueue(), b, 'queue', q(b)],
    ['queue behind a toast on screen', q(a, [], [c]), b, 'queue', q(a, [], [c, b])],
    ['queue behind stacked toasts', q(null, [a]), b, 'queue', q(null, [a], [b])],
    ['stack on an empty screen', emptyQueue(), b, 'stack', q(null, [b])],
    ['stack beside a toast on screen', q(a, [b]), c, 'stack', q(a, [b, c])],
    ['stack ahead of queued toasts', q(a, [], [c]), b, 'stack', q(a, [b], [c])],
    [
      'stack beyond the cap: the oldest stacked leaves',
      q(null, [a, b, c]),
      d,
      'stack',
      q(null, [b, c, d]),
    ],
    ['stack beyond the cap: the older toast leaves', q(a, [b, c]), d, 'stack', q(null, [b, c, d])],
  ])('%s', (_name, state, item, policy, expected) => {
    expect(enqueue(state, item, policy)).toEqual(expected);
  });

  it('never shows more than MAX_SHOWN toasts', () => {
    let state = emptyQueue<Item>();
    for (let id = 1; id <= 10; id += 1) state = enqueue(state, { id, text: '' }, 'stack');
    expect(state.stack.map((item) => item.id)).toEqual([8, 9, 10]);
    expect(MAX_SHOWN).toBe(3);
  });

  it.each([
    ['the toast on screen: the next takes its place', q(a, [], [b, c]), 1, q(b, [], [c])],
    ['a waiting toast: it leaves the queue', q(a, [], [b, c]), 3, q(a, [], [b])],
    ['the last toast: the screen empties', q(a), 1, emptyQueue()],
    ['an unknown id: nothing changes', q(a), 9, q(a)],
    ['one stacked toast: the others stay', q(a, [b, c]), 2, q(a, [c])],
    [
      'the older toast beside a stack: the stack stays, the queue waits',
      q(a, [b], [c]),
      1,
      q(null, [b], [c]),
    ],
    ['the last stacked toast: the queue goes on', q(null, [b], [c, d]), 2, q(c, [], [d])],
  ])('dismissing %s', (_name, state, id, expected) => {
    expect(dismiss(state, id)).toEqual(expected);
  });

  it('patches a toast wherever it is', () => {
    const B = { id: 2, text: 'B' };
    expect(patch(q(a, [b], [b]), 2, { text: 'B' })).toEqual(q(a, [B], [B]));
  });
});

/**
 * What a screen reader says: each new text of a live region that is already in the page. A
 * region inserted together with its text is not heard at all, and text swapped for the same
 * text is no change, so neither is recorded.
 */
function listen(region: HTMLElement): string[] {
  const said: string[] = [];
  let last = region.textContent;
  const observer = new MutationObserver(() => {
    const text = region.textContent;
    if (text && text !== last) said.push(text);
    last = text;
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return said;
}

/** The toast as seen on screen, as opposed to the status region that speaks for it. */
const toastBox = (text: string) => screen.getByText(text, { ignore: '[role="status"]' });

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Toast', () => {
  it('Toast.show announces the message through a polite status region already in the page, and hides it after its duration', async () => {
    act(() => void Toast.show({ content: 'Saved', duration: 400 }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    // On screen at once: only screen readers wait for their region.
    expect(toastBox('Saved')).toBeInTheDocument();
    const said = listen(status);
    await waitFor(() => expect(said).toEqual(['Saved']));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('replaces the toast on screen by default', async () => {
    act(() => {
      Toast.show({ content: 'Saving…', icon: 'loading', duration: 0 });
      Toast.show({ content: 'Saved', icon: 'success' });
    });
    expect(toastBox('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });

  it('announces a toast that replaces another, also one with the same text', async () => {
    act(() => void Toast.show({ content: 'Copied', duration: 0 }));
    const status = screen.getByRole('status');
    const said = listen(status);
    await waitFor(() => expect(said).toEqual(['Copied']));
    act(() => void Toast.show({ content: 'Saved', duration: 0 }));
    await waitFor(() => expect(said).toEqual(['Copied', 'Saved']));
    act(() => void Toast.show({ content: 'Saved', duration: 0 }));
    await waitFor(() => expect(said).toEqual(['Copied', 'Saved', 'Saved']));
    expect(screen.getByRole('status')).toBe(status);
  });

  it('queues with policy "queue" so no message is lost', async () => {
    let first: ReturnType<typeof Toast.show> | undefined;
    act(() => {
      first = Toast.show({ content: 'Uploading', duration: 0 });
      Toast.show({ content: 'Uploaded', policy: 'queue', duration: 0 });
    });
    const said = listen(screen.getByRole('status'));
    await waitFor(() => expect(said).toEqual(['Uploading']));
    act(() => first?.close());
    await waitFor(() => expect(said).toEqual(['Uploading', 'Uploaded']));
  });

  describe('with policy "stack"', () => {
    /**
     * Runs fake time forward in steps, each in its own act(): React renders, and so starts the
     * timers of what it renders (a fade), only when an act() ends.
     */
    const advance = async (ms: number) => {
      for (let step = 0; step < ms; step += 50)
        await act(async () => void vi.advanceTimersByTime(50));
    };
    const onScreen = () =>
      ['One', 'Two', 'Three'].filter(
        (text) => screen.queryByText(text, { ignore: '[role="status"]' }) !== null,
      );

    it('shows every toast at once, each for its own duration, and announces each once', async () => {
      vi.useFakeTimers();
      act(() => {
        Toast.show({ content: 'One', policy: 'stack', duration: 1000 });
        Toast.show({ content: 'Two', policy: 'stack', duration: 3000 });
        Toast.show({ content: 'Three', policy: 'stack', duration: 2000 });
      });
      expect(onScreen()).toEqual(['One', 'Two', 'Three']);
      // One column, oldest first in the page: they line up instead of lying on top of each other.
      const boxes = ['One', 'Two', 'Three'].map(toastBox);
      expect(boxes.every((box) => box.parentElement === boxes[0]!.parentElement)).toBe(true);
      expect(boxes[0]!.compareDocumentPosition(boxes[2]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      // Each toast speaks through its own region, in the page before its text arrives.
      const regions = screen.getAllByRole('status');
      expect(regions).toHaveLength(3);
      for (const region of regions) expect(region).toBeEmptyDOMElement();
      const said = regions.map(listen);
      await advance(500);
      expect(said).toEqual([['One'], ['Two'], ['Three']]);
      await advance(800);
      expect(onScreen()).toEqual(['Two', 'Three']);
      await advance(1000);
      expect(onScreen()).toEqual(['Two']);
      await advance(1000);
      expect(onScreen()).toEqual([]);
      expect(screen.queryByRole('status')).toBeNull();
      expect(said).toEqual([['One'], ['Two'], ['Three']]);
    });

    it('keeps the others when one is closed, and Toast.clear() removes them all', async () => {
      vi.useFakeTimers();
      const afterClose = vi.fn();
      let handles: Array<ReturnType<typeof Toast.show>> = [];
      act(() => {
        handles = ['One', 'Two', 'Three'].map((content) =>
          Toast.show({ content, policy: 'stack', duration: 0, afterClose }),
        );
      });
      act(() => handles[1]!.close());
      await advance(300);
      expect(onScreen()).toEqual(['One', 'Three']);
      expect(afterClose).toHaveBeenCalledTimes(1);
      act(() => Toast.clear());
      await advance(300);
      expect(onScreen()).toEqual([]);
      expect(screen.queryByRole('status')).toBeNull();
      expect(afterClose).toHaveBeenCalledTimes(3);
    });

    it('shows at most three: a fourth pushes out the oldest, and a replace toast takes the place of all', async () => {
      vi.useFakeTimers();
      const oneClosed = vi.fn();
      act(() => {
        Toast.show({ content: 'One', policy: 'stack', duration: 0, afterClose: oneClosed });
        Toast.show({ content: 'Two', policy: 'stack', duration: 0 });
        Toast.show({ content: 'Three', policy: 'stack', duration: 0 });
      });
      act(() => void Toast.show({ content: 'Four', policy: 'stack', duration: 0 }));
      expect(onScreen()).toEqual(['Two', 'Three']);
      expect(toastBox('Four')).toBeInTheDocument();
      expect(oneClosed).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('status')).toHaveLength(3);
      act(() => void Toast.show({ content: 'Saved', duration: 0 }));
      expect(onScreen()).toEqual([]);
      expect(screen.queryByText('Four', { ignore: '[role="status"]' })).toBeNull();
      const [status] = screen.getAllByRole('status');
      await advance(200);
      expect(status).toHaveTextContent('Saved');
      act(() => Toast.clear());
      await advance(300);
    });

    it('lets a queued toast wait until every stacked toast has gone', async () => {
      vi.useFakeTimers();
      act(() => {
        Toast.show({ content: 'One', policy: 'stack', duration: 1000 });
        Toast.show({ content: 'Two', policy: 'stack', duration: 2000 });
        Toast.show({ content: 'Three', policy: 'queue', duration: 1000 });
      });
      expect(onScreen()).toEqual(['One', 'Two']);
      await advance(1500);
      expect(onScreen()).toEqual(['Two']);
      await advance(1000);
      expect(onScreen()).toEqual(['Three']);
      await advance(1500);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  it('updates content through the returned handle, and announces each new text once', async () => {
    let handle: ReturnType<typeof Toast.show> | undefined;
    act(() => void (handle = Toast.show({ content: '3', duration: 0 })));
    const said = listen(screen.getByRole('status'));
    await waitFor(() => expect(said).toEqual(['3']));
    act(() => handle?.update({ content: '2' }));
    expect(toastBox('2')).toBeInTheDocument();
    await waitFor(() => expect(said).toEqual(['3', '2']));
    // The same words with another icon are no news.
    act(() => handle?.update({ icon: 'success' }));
    await pause(250);
    expect(said).toEqual(['3', '2']);
  });

  it('keeps the toast on screen out of the accessibility tree, so its text is exposed once', async () => {
    render(<Toast visible content="Copied" icon="success" />);
    expect(isInaccessible(toastBox('Copied'))).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    const exposed = screen.getAllByText('Copied').filter((el) => !isInaccessible(el));
    expect(exposed).toEqual([screen.getByRole('status')]);
  });

  it('announces the component form each time it is shown', async () => {
    const { rerender } = render(<Toast visible content="Copied" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const said = listen(status);
    await waitFor(() => expect(said).toEqual(['Copied']));
    // Shown again while it fades out: the same region says it again.
    rerender(<Toast visible={false} content="Copied" />);
    rerender(<Toast visible content="Copied" />);
    await waitFor(() => expect(said).toEqual(['Copied', 'Copied']));
    // Shown again after it has gone: a new region, empty until it is in the page.
    rerender(<Toast visible={false} content="Copied" />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    rerender(<Toast visible content="Copied" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('announces once in strict mode', async () => {
    render(
      <StrictMode>
        <Toast visible content="Strict" />
      </StrictMode>,
    );
    const said = listen(screen.getByRole('status'));
    await waitFor(() => expect(said).toEqual(['Strict']));
    await pause(250);
    expect(said).toEqual(['Strict']);
  });

  it('leaves nothing running when unmounted before its announcement', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Toast visible content="Bye" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
  });

  it('appears in the container of the ConfigProvider the user touched', async () => {
    const frame = document.createElement('div');
    document.body.appendChild(frame);
    render(
      <ConfigProvider theme="dark" getContainer={() => frame}>
        <button type="button" onClick={() => Toast.show('Hello')}>
          toast
        </button>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toast' }));
    const status = await screen.findByRole('status');
    expect(frame).toContainElement(status);
    expect(status.closest('[data-tm-portal]')).toHaveAttribute('data-theme', 'dark');
    // Gone from the page before its container goes, so no close animation outlives the test.
    act(() => Toast.clear());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    frame.remove();
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<Toast visible content="Copied" icon="success" />);
    await expectNoAxeViolations(baseElement);
  });

  it('hydrates cleanly when visible at first render', async () => {
    const { errors } = await hydrate(<Toast visible content="Server" />);
    expect(errors).toEqual([]);
  });

  it('announces a toast that was visible at first render once hydrated', async () => {
    const { container } = await hydrate(<Toast visible content="Server" getContainer={null} />, {
      keepMounted: true,
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Server'));
    // Out of the page before the next test looks; the root itself is unmounted after the test.
    container.remove();
  });

  it('renders in the dark theme', () => {
    render(dark(<Toast visible content="Dark" />));
    expect(screen.getByRole('status').closest('[data-tm-portal]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  });
});
