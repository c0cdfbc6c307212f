import { render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { Result } from './Result';
import { resultStatuses } from './resultStatus';

describe('Result', () => {
  it.each(resultStatuses)('status %s renders a titled section with an icon', (status) => {
    const { container } = render(<Result status={status} title={`Status ${status}`} />);
    expect(screen.getByRole('heading', { name: `Status ${status}` })).toBeInTheDocument();
    expect(container.querySelector(`[data-status="${status}"] svg`)).not.toBeNull();
  });

  it('shows the description and the actions', () => {
    render(
      <Result status="success" title="Paid" description="A receipt is on its way." headingLevel={1}>
        <button type="button">Done</button>
      </Result>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByText('A receipt is on its way.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});

describeBasics('Result', () => <Result title="Done" />);
