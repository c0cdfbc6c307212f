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

  it('renders a body-only card without header or footer', () => {
    render(<Card>Just text</Card>);
    expect(screen.getByText('Just text')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describeBasics('Card', () => (
  <Card title="Storage" extra="80%" onClick={() => undefined} footer="Updated today">
    12 GB of 15 GB used.
  </Card>
));
