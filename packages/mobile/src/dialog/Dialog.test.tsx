import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { dark, hydrate } from '../test-utils/ssr';
import { Dialog } from './index';

afterEach(async () => {
  await act(async () => Dialog.clear());
});

describe('Dialog', () => {
  it('is named by its title and described by its content', () => {
    render(
      <Dialog
        visible
        title="Delete photo?"
        content="It cannot be undone."
        actions={[{ key: 'ok', text: 'OK' }]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete photo?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('keeps the dialog open and the action loading while its Promise is pending', async () => {
    let finish: () => void = () => {};
    function Example() {
      const [visible, setVisible] = useState(true);
      return (
        <Dialog
          visible={visible}
          title="Save"
          closeOnAction
          onClose={() => setVisible(false)}
          actions={[
            { key: 'save', text: 'Save', onClick: () => new Promise<void>((r) => (finish = r)) },
          ]}
        />
      );
    }
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not close on mask tap by default, and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Dialog visible title="Hold on" onClose={onClose} />);
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-tm-portal] [aria-hidden="true"]')!,
    );
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Dialog.confirm resolves true on confirm and false on cancel', async () => {
    let answer = Promise.resolve<boolean | null>(null);
    act(() => {
      answer = Dialog.confirm({ title: 'Leave?', content: 'Unsaved changes will be lost.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = Dialog.confirm({ title: 'Leave?' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBe(false);
  });

  it('Dialog.confirm resolves false when dismissed with Escape', async () => {
    let answer = Promise.resolve<boolean | null>(null);
    act(() => {
      answer = Dialog.confirm({ title: 'Discard?' });
    });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBe(false);
  });

  it('Dialog.confirm has removed all it added to the page once its Promise settles', async () => {
    const before = document.body.innerHTML;
    let answer = Promise.resolve<boolean | null>(null);
    act(() => {
      answer = Dialog.confirm({ title: 'Remove?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Awaiting the answer inside act is how a test waits for the close animation to finish.
    await act(async () => {
      await expect(answer).resolves.toBe(true);
    });
    expect(document.body.innerHTML).toBe(before);
  });

  it('a Dialog.show handle closes once, however often and however early close is called', async () => {
    const before = document.body.innerHTML;
    const afterClose = vi.fn();
    act(() => {
      const handle = Dialog.show({ title: 'Brief', afterClose });
      handle.close();
      handle.close();
    });
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).toBe(before);

    let handle: ReturnType<typeof Dialog.show> | undefined;
    act(() => {
      handle = Dialog.show({ title: 'Twice', afterClose });
    });
    expect(await screen.findByRole('dialog', { name: 'Twice' })).toBeInTheDocument();
    act(() => handle?.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => handle?.close());
    expect(afterClose).toHaveBeenCalledTimes(2);
    expect(document.body.innerHTML).toBe(before);
  });

  it('Dialog.alert uses the texts and container of the ConfigProvider the user last touched', async () => {
    const frame = document.createElement('div');
    document.body.appendChild(frame);
    render(
      <ConfigProvider locale={zhCN} getContainer={() => frame}>
        <button type="button" onClick={() => void Dialog.alert({ title: '提示' })}>
          open
        </button>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(frame).toContainElement(dialog);
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    // Gone from the page before its container goes, so no close animation outlives the test.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    frame.remove();
  });

  it('Dialog.clear closes every imperative dialog', async () => {
    act(() => {
      Dialog.show({ title: 'One' });
      Dialog.show({ title: 'Two' });
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    await act(async () => Dialog.clear());
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(
      <Dialog
        visible
        title="Title"
        content="Body"
        actions={[
          [
            { key: 'a', text: 'No' },
            { key: 'b', text: 'Yes', bold: true },
          ],
        ]}
      />,
    );
    await expectNoAxeViolations(baseElement);
  });

  it('hydrates cleanly when open at first render', async () => {
    const { errors } = await hydrate(<Dialog visible title="Server" />);
    expect(errors).toEqual([]);
  });

  it('renders in the dark theme', () => {
    render(dark(<Dialog visible title="Dark" />));
    expect(
      screen.getByRole('dialog', { name: 'Dark' }).closest('[data-tm-portal]'),
    ).toHaveAttribute('data-theme', 'dark');
  });
});
