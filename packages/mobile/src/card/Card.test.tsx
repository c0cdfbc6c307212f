import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Card } from './Card';

describe('Card', () => {
  it('shows header, body and footer as a group named by its title', () => {
    render(
      <Card title="Order 1182" extra="Shipped" footer={<button type="button">Track</button>}>
        Two items, arriving Friday.
      </Card>,
    );
    const card = screen.getByRole('group', { name: 'Order 1182' });
    expect(card).toHaveTextContent('Shipped');
    expect(card).toHaveTextContent('Two items, arriving Friday.');
    expect(screen.getByRole('button', { name: 'Track' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order 1182' })).toBeNull();
  });

  it('becomes one button named by its title with onClick, and keeps inner buttons separate', async () => {
    const onClick = vi.fn();
    const onTrack = vi.fn();
    render(
      <Card
        title="Order 1182"
        onClick={onClick}
        footer={
          <button type="button" onClick={onTrack}>
            Track
          </button>
        }
      >
        Body
      </Card>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order 1182' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(onTrack).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached and pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Card title="Settings" onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('becomes a link with href', () => {
    render(<Card title="Release notes" href="/changelog" />);
    expect(screen.getByRole('link', { name: 'Release notes' })).toHaveAttribute(
      'href',
      '/changelog',
    );
  });

  it('warns when it is clickable without a title to name it', () => {
    expectConsole('warn', 'give the card a `title`');
    render(<Card onClick={() => undefined}>Body only</Card>);
    expect(screen.getByText('Body only')).toBeInTheDocument();
  });

  it('makes only the header a button with onHeaderClick, pressed by pointer or keyboard', async () => {
    const onHeaderClick = vi.fn();
    render(
      <Card title="Boarding pass" extra="Gate B12" onHeaderClick={onHeaderClick}>
        Seat 14A
      </Card>,
    );
    expect(screen.getByRole('group', { name: 'Boarding pass' })).toBeInTheDocument();
    const header = screen.getByRole('button', { name: 'Boarding pass' });
    await userEvent.click(header);
    expect(onHeaderClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('Seat 14A'));
    expect(onHeaderClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(header).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onHeaderClick).toHaveBeenCalledTimes(3);
  });

  it('calls onBodyClick for taps on the body, not on a control inside it', async () => {
    const onBodyClick = vi.fn();
    const onLike = vi.fn();
    render(
      <Card title="Post" onBodyClick={onBodyClick}>
        <p>A photo of the harbour.</p>
        <button type="button" onClick={onLike}>
          Like
        </button>
      </Card>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByText('A photo of the harbour.'));
    expect(onBodyClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(onBodyClick).toHaveBeenCalledTimes(1);
  });

  it('stays one button when onClick meets the part handlers, and warns', async () => {
    expectConsole('warn', '`onHeaderClick` and `onBodyClick` are ignored');
    const onClick = vi.fn();
    const onHeaderClick = vi.fn();
    const onBodyClick = vi.fn();
    render(
      <Card
        title="Order 1182"
        onClick={onClick}
        onHeaderClick={onHeaderClick}
        onBodyClick={onBodyClick}
      >
        Two items
      </Card>,
    );
    const button = screen.getByRole('button', { name: 'Order 1182' });
    expect(screen.getAllByRole('button')).toEqual([button]);
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Two items'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onHeaderClick).not.toHaveBeenCalled();
    expect(onBodyClick).not.toHaveBeenCalled();
  });

  it('puts headerClassName, headerStyle, bodyClassName and bodyStyle on their parts', () => {
    render(
      <Card
        title="Storage"
        headerClassName="my-header"
        headerStyle={{ color: 'rgb(1, 2, 3)' }}
        bodyClassName="my-body"
        bodyStyle={{ fontSize: '13px' }}
      >
        12 GB used
      </Card>,
    );
    const header = screen.getByText('Storage').parentElement!;
    expect(header).toHaveClass('my-header');
    expect(header).toHaveStyle({ color: 'rgb(1, 2, 3)' });
    expect(header).not.toHaveClass('my-body');
    const body = screen.getByText('12 GB used');
    expect(body).toHaveClass('my-body');
    expect(body).toHaveStyle({ fontSize: '13px' });
    expect(body).not.toHaveClass('my-header');
  });

  it('renders a body-only card without header or footer', () => {
    render(<Card>Just text</Card>);
    expect(screen.getByText('Just text')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describeBasics('Card with a clickable header and body', () => (
  <Card title="Trip" extra="3 nights" onHeaderClick={() => undefined} onBodyClick={() => undefined}>
    Lisbon, from 12 May.
  </Card>
));

describeBasics('Card', () => (
  <Card title="Storage" extra="80%" onClick={() => undefined} footer="Updated today">
    12 GB of 15 GB used.
  </Card>
));
