import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { Switch } from '.';

describe('Switch', () => {
  it('is a switch that toggles by tap, Space and Enter', async () => {
    const onChange = vi.fn();
    render(<Switch aria-label="Wi-Fi" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows a loading knob while beforeChange is pending, then changes', async () => {
    let resolve: () => void = () => {};
    const beforeChange = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const onChange = vi.fn();
    render(<Switch aria-label="Sync" beforeChange={beforeChange} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Sync' });
    await userEvent.click(toggle);
    expect(beforeChange).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(beforeChange).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('stays as it was when beforeChange rejects', async () => {
    let reject: () => void = () => {};
    const onChange = vi.fn();
    render(
      <Switch
        aria-label="Sync"
        defaultChecked
        beforeChange={() => new Promise((_, r) => (reject = () => r(new Error('offline'))))}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch');
    await userEvent.click(toggle);
    await act(async () => reject());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is labelled by a label element through id, and blocks changes when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="dark">Dark mode</label>
        <Switch id="dark" disabled onChange={onChange} aria-describedby="hint" />
        <span id="hint">Follows the system otherwise</span>
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAccessibleDescription('Follows the system otherwise');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the text for its state without changing its name', async () => {
    render(<Switch aria-label="Alerts" checkedText="On" uncheckedText="Off" />);
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Alerts' })).toBeInTheDocument();
  });
});

describeBasics('Switch', () => <Switch aria-label="Wi-Fi" defaultChecked checkedText="On" />);
