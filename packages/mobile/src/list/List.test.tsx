import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { List } from './index';

describe('List', () => {
  it('is a list named by its header, with one listitem per row', () => {
    render(
      <List header="Settings">
        <List.Item>Wi-Fi</List.Item>
        <List.Item description="On">Bluetooth</List.Item>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Settings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('On')).toBeInTheDocument();
  });

  it('makes rows with onClick buttons and rows with href links, with an arrow', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <List.Item onClick={onClick} extra="English">
          Language
        </List.Item>
        <List.Item href="/about">About</List.Item>
        <List.Item>Version 5</List.Item>
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language English' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')[2]!.querySelector('svg')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]!.querySelector('svg')).not.toBeNull();
  });

  it('is operated with the keyboard', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <List.Item onClick={onClick}>Notifications</List.Item>
      </List>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks taps on a disabled row, which stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <List.Item onClick={onClick} disabled>
          Delete account
        </List.Item>
        <List.Item href="/pay" disabled>
          Pay
        </List.Item>
      </List>,
    );
    const row = screen.getByRole('button', { name: 'Delete account' });
    await userEvent.click(row);
    expect(onClick).not.toHaveBeenCalled();
    expect(row).toHaveAttribute('aria-disabled', 'true');
    const link = screen.getByRole('link', { name: 'Pay' });
    expect(link).not.toHaveAttribute('href');
    // Both disabled rows stay in the tab order, so their labels can be found and read.
    expect(row).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('hides the arrow with arrow={false} and passes aria props to the row', () => {
    render(
      <List>
        <List.Item onClick={() => undefined} arrow={false} aria-posinset={7} aria-setsize={100}>
          Row 7
        </List.Item>
      </List>,
    );
    const item = screen.getByRole('listitem');
    expect(item.querySelector('svg')).toBeNull();
    expect(item).toHaveAttribute('aria-posinset', '7');
    expect(item).toHaveAttribute('aria-setsize', '100');
  });
});

describeBasics('List', () => (
  <List header="Account" mode="card">
    <List.Item prefix="✉" description="ada@example.com" onClick={() => undefined}>
      Email
    </List.Item>
    <List.Item href="/privacy" extra="On">
      Privacy
    </List.Item>
    <List.Item disabled>Plan</List.Item>
  </List>
));
