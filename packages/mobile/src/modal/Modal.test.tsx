import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../dialog';
import { pressBack } from '../test-utils/history';
import { dark, hydrate } from '../test-utils/ssr';
import { Modal, type ModalProps } from './index';

afterEach(async () => {
  await act(async () => Modal.clear());
});

function Editor(props: Partial<ModalProps>) {
  const [visible, setVisible] = useState(true);
  return (
    <Modal {...props} visible={visible} title="Edit name" onClose={() => setVisible(false)}>
      <label>
        Name <input defaultValue="Ada" />
      </label>
    </Modal>
  );
}

/** Opens the editor on a page entry of its own; returns the history length before it opened. */
async function openOnPage(props: Partial<ModalProps>) {
  window.history.pushState({ page: 'notes' }, '', '#notes');
  const before = window.history.length;
  render(<Editor {...props} />);
  await waitFor(() => expect(window.history.length).toBe(before + 1));
  return before;
}

describe('Modal', () => {
  it('is a dialog named by its title with a close button', async () => {
    render(<Editor />);
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets canDismiss veto closing, with the reason', async () => {
    const canDismiss = vi.fn(async (_reason: string) => false);
    render(<Editor canDismiss={canDismiss} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(canDismiss.mock.calls.map(([reason]) => reason)).toEqual(['escape', 'close-button']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes once canDismiss allows it', async () => {
    render(<Editor canDismiss={() => true} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks canDismiss again on every Back it refuses, and leaves history as it was once it allows', async () => {
    let allow = false;
    const canDismiss = vi.fn(async (_reason: string) => allow);
    const before = await openOnPage({ canDismiss });
    await pressBack();
    await pressBack();
    expect(canDismiss.mock.calls).toEqual([['back'], ['back']]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.location.hash).toBe('#notes');

    allow = true;
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.history.state).toEqual({ page: 'notes' }));
    // Only the entry the modal pushed is left, ahead, as after any Back.
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves history as it was when Back is confirmed in a Dialog that canDismiss opens', async () => {
    await openOnPage({ canDismiss: () => Dialog.confirm({ title: 'Discard the name?' }) });
    await pressBack();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.history.state).toEqual({ page: 'notes' }));
  });

  it('Modal.confirm resolves with the choice', async () => {
    let answer = Promise.resolve<boolean | null>(null);
    act(() => {
      answer = Modal.confirm({ title: 'Publish?', content: 'Everyone will see it.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(answer).resolves.toBe(true);
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(
      <Modal visible title="Notice" content="Text" actions={[{ key: 'ok', text: 'OK' }]} />,
    );
    await expectNoAxeViolations(baseElement);
  });

  it('hydrates cleanly when open at first render', async () => {
    const { errors } = await hydrate(<Modal visible title="Server" />);
    expect(errors).toEqual([]);
  });

  it('renders in the dark theme', () => {
    render(dark(<Modal visible title="Dark" />));
    expect(
      screen.getByRole('dialog', { name: 'Dark' }).closest('[data-tm-portal]'),
    ).toHaveAttribute('data-theme', 'dark');
  });
});
