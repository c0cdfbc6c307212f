import { render, screen } from '@testing-library/react';
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

  it('createErrorBlock uses the images it is given', () => {
    const AppErrorBlock = createErrorBlock({ default: <img src="/oops.svg" alt="Broken robot" /> });
    render(<AppErrorBlock />);
    expect(screen.getByRole('img', { name: 'Broken robot' })).toBeInTheDocument();
  });
});

describeBasics('ErrorBlock', () => <ErrorBlock />);
