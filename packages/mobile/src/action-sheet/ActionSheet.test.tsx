import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { dark, hydrate } from '../test-utils/ssr';
import { ActionSheet, type Action } from './index';

const actions: Action[] = [
  { key: 'copy', text: 'Copy link' },
  { key: 'move', text: 'Move', description: 'To another album', disabled: true },
  { key: 'delete', text: 'Delete', danger: true, bold: true },
];

function Example({ onAction }: { onAction: (action: Action) => void }) {
  const [visible, setVisible] = useState(true);
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      extra="Photo options"
      cancelText="Cancel"
      onAction={onAction}
      onClose={() => setVisible(false)}
    />
  );
}

describe('ActionSheet', () => {
  it('lists actions as buttons in a dialog named by its extra text', () => {
    render(<Example onAction={() => {}} />);
    const sheet = screen.getByRole('dialog', { name: 'Photo options' });
    expect(sheet).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move To another album' })).toBeDisabled();
  });

  it('tells screen readers which actions are destructive, keeping their labels', () => {
    render(
      <ActionSheet
        visible
        actions={[
          ...actions,
          { key: 'empty', text: 'Empty bin', description: 'Cannot be undone', danger: true },
          { key: 'wipe', text: 'Wipe', danger: true, disabled: true },
        ]}
      />,
    );
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(deleteButton).toHaveTextContent(/^Delete$/);
    expect(deleteButton).toHaveAccessibleDescription('Destructive');
    expect(
      screen.getByRole('button', { name: 'Empty bin Cannot be undone' }),
    ).toHaveAccessibleDescription('Destructive');
    const wipe = screen.getByRole('button', { name: 'Wipe' });
    expect(wipe).toBeDisabled();
    expect(wipe).toHaveAccessibleDescription('Destructive');
    expect(screen.getByRole('button', { name: 'Copy link' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Destructive')).not.toBeVisible();
  });

  it('says destructive in the language of the locale, or in English if it has no word for it', () => {
    const { unmount } = render(
      <ConfigProvider locale={zhCN}>
        <ActionSheet visible actions={actions} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('危险操作');
    unmount();

    const { danger: _danger, ...olderCommon } = zhCN.common;
    render(
      <ConfigProvider locale={{ ...zhCN, common: olderCommon }}>
        <ActionSheet visible actions={actions} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Destructive',
    );
  });

  it('reports the tapped action and closes', async () => {
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith(actions[2], 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on cancel and on Escape without an action', async () => {
    const onAction = vi.fn();
    const { unmount } = render(<Example onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    render(<Example onAction={onAction} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('ActionSheet.show opens one imperatively and closes on action', async () => {
    const onAction = vi.fn();
    act(() => {
      ActionSheet.show({ actions, onAction });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(onAction).toHaveBeenCalledWith(actions[0], 0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<ActionSheet visible actions={actions} cancelText="Cancel" />);
    await expectNoAxeViolations(baseElement);
  });

  it('hydrates cleanly when open at first render', async () => {
    const { errors } = await hydrate(<ActionSheet visible actions={actions} />);
    expect(errors).toEqual([]);
  });

  it('renders in the dark theme', () => {
    render(dark(<ActionSheet visible actions={actions} />));
    expect(screen.getByRole('dialog').closest('[data-tm-portal]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  });
});
