import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallCommand } from './InstallCommand';

afterEach(() => vi.restoreAllMocks());

describe('InstallCommand', () => {
  it('shows the command and copies it, saying so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<InstallCommand command="npm install acme" />);
    expect(screen.getByText('npm install acme')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the install command' }));
    expect(writeText).toHaveBeenCalledWith('npm install acme');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('selects the command to copy by hand when no clipboard can be written', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    render(<InstallCommand command="npm install acme" />);
    await user.click(screen.getByRole('button', { name: 'Copy the install command' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The command is selected');
    expect(getSelection()?.toString()).toBe('npm install acme');
    expect(screen.getByRole('button', { name: 'Copy the install command' })).toBeInTheDocument();
  });
});
