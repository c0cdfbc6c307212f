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
  const a = { id: 1, text: 'a' };
  const b = { id: 2, text: 'b' };
  const c = { id: 3, text: 'c' };

  type Item = { id: number; text: string };
  it.each<[string, QueueState<Item>, Item, ToastPolicy, QueueState<Item>]>([
    ['replace on an empty screen', emptyQueue(), b, 'replace', { current: b, waiting: [] }],
    [
      'replace a toast on screen',
      { current: a, waiting: [] },
      b,
      'replace',
      { current: b, waiting: [] },
    ],
    ['queue on an empty screen', emptyQueue(), b, 'queue', { current: b, waiting: [] }],
    [
      'queue behind a toast on screen',
      { current: a, waiting: [c] },
      b,
      'queue',
      { current: a, waiting: [c, b] },
    ],
  ])('%s', (_name, state, item, policy, expected) => {
    expect(enqueue(state, item, policy)).toEqual(expected);
  });

  it.each([
    [
      'the toast on screen: the next takes its place',
      { current: a, waiting: [b, c] },
      1,
      { current: b, waiting: [c] },
    ],
    [
      'a waiting toast: it leaves the queue',
      { current: a, waiting: [b, c] },
      3,
      { current: a, waiting: [b] },
    ],
    [
      'the last toast: the screen empties',
      { current: a, waiting: [] },
      1,
      { current: null, waiting: [] },
    ],
    ['an unknown id: nothing changes', { current: a, waiting: [] }, 9, { current: a, waiting: [] }],
  ])('dismissing %s', (_name, state, id, expected) => {
    expect(dismiss(state, id)).toEqual(expected);
  });

  it('patches a toast wherever it is', () => {
    expect(patch({ current: a, waiting: [b] }, 2, { text: 'B' })).toEqual({
      current: a,
      waiting: [{ id: 2, text: 'B' }],
    });
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
