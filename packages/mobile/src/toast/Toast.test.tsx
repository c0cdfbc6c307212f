import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('Toast', () => {
  it('Toast.show announces the message in a polite status region and hides it after its duration', async () => {
    act(() => void Toast.show({ content: 'Saved', duration: 100 }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('replaces the toast on screen by default', async () => {
    act(() => {
      Toast.show({ content: 'Saving…', icon: 'loading', duration: 0 });
      Toast.show({ content: 'Saved', icon: 'success' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });

  it('queues with policy "queue" so no message is lost', async () => {
    let first: ReturnType<typeof Toast.show> | undefined;
    act(() => {
      first = Toast.show({ content: 'Uploading', duration: 0 });
      Toast.show({ content: 'Uploaded', policy: 'queue', duration: 0 });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading');
    act(() => first?.close());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Uploaded'));
  });

  it('updates content through the returned handle', async () => {
    let handle: ReturnType<typeof Toast.show> | undefined;
    act(() => void (handle = Toast.show({ content: '3', duration: 0 })));
    expect(await screen.findByRole('status')).toHaveTextContent('3');
    act(() => handle?.update({ content: '2' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
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

  it('renders in the dark theme', () => {
    render(dark(<Toast visible content="Dark" />));
    expect(screen.getByRole('status').closest('[data-tm-portal]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  });
});
