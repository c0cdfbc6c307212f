import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrate } from '../test-utils/ssr';
import { Modal, type ModalProps } from './index';

function App(props: Partial<ModalProps>) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <main data-testid="app">
        <button type="button" onClick={() => setVisible(true)}>
          New message
        </button>
      </main>
      <Modal
        presentation="card"
        presentingElement={() => document.querySelector('main')}
        {...props}
        visible={visible}
        title="New message"
        onClose={() => setVisible(false)}
      >
        <label>
          To <input />
        </label>
      </Modal>
    </>
  );
}

const page = () => screen.getByRole('main');

/** Swipes the card's drag handle down by 300 px, slowly. */
function swipeDown(dialog: HTMLElement) {
  Object.defineProperty(dialog, 'offsetHeight', { value: 700, configurable: true });
  const handle = dialog.querySelector<HTMLElement>('[title]')!;
  fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 250 }] });
  fireEvent.touchMove(handle, { touches: [{ clientX: 100, clientY: 400 }] });
  fireEvent.touchEnd(handle, { touches: [] });
}

describe('Modal presentation="card"', () => {
  it('scales the presenting page back while open and restores it after closing', async () => {
    render(<App />);
    page().style.transform = 'translateZ(0)';
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(page().style.transform).toContain('scale(0.93)');
    expect(page().style.borderRadius).toBe('12px');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page().style.transform).toBe('translateZ(0)');
    await waitFor(() => expect(page().style.overflow).toBe(''));
    expect(page().style.borderRadius).toBe('');
    expect(page().style.transition).toBe('');
  });

  it('a swipe down asks canDismiss, and stays scaled back when it says no', async () => {
    const canDismiss = vi.fn(() => false);
    render(<App canDismiss={canDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    swipeDown(screen.getByRole('dialog'));
    await waitFor(() => expect(canDismiss).toHaveBeenCalledWith('swipe'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(page().style.transform).toContain('scale(0.93)');
  });

  it('a swipe down closes once canDismiss allows it', async () => {
    render(<App canDismiss={async () => true} />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    swipeDown(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape still goes through canDismiss', async () => {
    const canDismiss = vi.fn(() => false);
    render(<App canDismiss={canDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    await userEvent.keyboard('{Escape}');
    expect(canDismiss).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the page alone without a presenting element, and in the centre presentation', async () => {
    const { unmount } = render(<App presentingElement={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(page().style.transform).toBe('');
    unmount();

    render(<App presentation="center" />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    expect(page().style.transform).toBe('');
  });

  it('scales without animating under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    expect(page().style.transform).toContain('scale(0.93)');
    expect(page().style.transition).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page().style.transform).toBe('');
    expect(page().style.overflow).toBe('');
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(
      <Modal visible presentation="card" title="Compose" content="Write something" />,
    );
    await expectNoAxeViolations(baseElement);
  });

  it('hydrates cleanly when open at first render', async () => {
    const { errors } = await hydrate(
      <Modal visible presentation="card" presentingElement={() => null} title="Server" />,
    );
    expect(errors).toEqual([]);
  });
});
