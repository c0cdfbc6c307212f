import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { TabBar } from './TabBar';

function App(props: Partial<React.ComponentProps<typeof TabBar>>) {
  return (
    <TabBar aria-label="Main" {...props}>
      <TabBar.Item key="/home" title="Home" icon={(active) => (active ? '●' : '○')} />
      <TabBar.Item key="/inbox" title="Inbox" icon="✉" badge={3} badgeLabel="3 new messages" />
      <TabBar.Item key="/me" title="Me" icon="☺" badge />
    </TabBar>
  );
}

describe('TabBar', () => {
  it('is a navigation whose active item has aria-current="page"', () => {
    render(<App />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Inbox/ })).not.toHaveAttribute('aria-current');
  });

  it('draws the icon from whether the item is active', async () => {
    render(<App />);
    expect(screen.getByText('●')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Inbox/ }));
    expect(screen.getByText('○')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
  });

  it('announces badges with the item', () => {
    render(<App />);
    expect(screen.getByRole('button', { name: 'Inbox 3 new messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me New' })).toBeInTheDocument();
  });

  it('announces the badge of an item without a title after its aria-label', () => {
    render(
      <TabBar>
        <TabBar.Item key="/inbox" aria-label="Inbox" icon="✉" badge={3} />
        <TabBar.Item key="/me" aria-label="Me" icon="☺" />
      </TabBar>,
    );
    expect(screen.getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me' })).toBeInTheDocument();
  });

  it('follows a controlled activeKey, such as the router location', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<App activeKey="/me" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onChange).toHaveBeenCalledWith('/home');
    expect(screen.getByRole('button', { name: 'Me New' })).toHaveAttribute('aria-current', 'page');
    rerender(<App activeKey="/home" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps its space when fixed', () => {
    const { container } = render(<App fixed />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describeBasics('TabBar', () => <App />);
