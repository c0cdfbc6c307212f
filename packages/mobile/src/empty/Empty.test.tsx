import { render, screen } from '@testing-library/react';
import { Button } from '../button/Button';
import { describeBasics } from '../test-utils/basics';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says what is empty and offers the next step', () => {
    render(
      <Empty image="search" description="No results for “shoes”">
        <Button>Clear filters</Button>
      </Empty>,
    );
    expect(screen.getByText('No results for “shoes”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('uses the locale description by default and hides the illustration', () => {
    const { container } = render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts a custom image', () => {
    render(<Empty image={<img src="/empty.png" alt="Empty inbox" />} />);
    expect(screen.getByRole('img', { name: 'Empty inbox' })).toBeInTheDocument();
  });
});

describeBasics('Empty', () => <Empty />);
