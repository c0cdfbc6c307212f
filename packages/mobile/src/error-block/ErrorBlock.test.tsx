import { isInaccessible, render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { createErrorBlock, ErrorBlock } from './index';

describe('ErrorBlock', () => {
  it.each([
    ['default', 'Something went wrong'],
    ['busy', 'Too busy right now'],
    ['disconnected', 'You are offline'],
    ['empty', 'Nothing here'],
  ] as const)('status %s has a heading with its default title', (status, title) => {
    render(<ErrorBlock status={status} />);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('takes custom texts, heading level and actions', () => {
    render(
      <ErrorBlock title="Payment failed" description="Your card was declined." headingLevel={1}>
        <button type="button">Try again</button>
      </ErrorBlock>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('hides its illustration and is not announced when it is there from the start', () => {
    const { container } = render(<ErrorBlock status="disconnected" />);
    expect(isInaccessible(container.querySelector('svg')!)).toBe(true);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['alert', 'status'] as const)('is announced as a whole with role %s', (role) => {
    render(
      <ErrorBlock role={role} image="/oops.png">
        <button type="button">Try again</button>
      </ErrorBlock>,
    );
    const block = screen.getByRole(role);
    expect(block).toHaveTextContent('Something went wrong');
    expect(block).toHaveTextContent('Please try again in a moment.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('createErrorBlock uses the images it is given', () => {
    const AppErrorBlock = createErrorBlock({ default: <img src="/oops.svg" alt="Broken robot" /> });
    render(<AppErrorBlock />);
    expect(screen.getByRole('img', { name: 'Broken robot' })).toBeInTheDocument();
  });
});

describeBasics('ErrorBlock', () => <ErrorBlock />);
