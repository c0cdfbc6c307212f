import { act, render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('marks its region busy and hides the blocks from assistive technology', () => {
    const { container } = render(<Skeleton avatar lineCount={2} />);
    const region = container.firstElementChild!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(region.querySelector('[aria-hidden="true"]')?.querySelectorAll('span')).toHaveLength(4);
  });

  it('shows the children once loading is false', () => {
    const { rerender } = render(<Skeleton>Profile</Skeleton>);
    expect(screen.queryByText('Profile')).toBeNull();
    rerender(<Skeleton loading={false}>Profile</Skeleton>);
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });

  it('waits for the delay before showing blocks, so fast loads never flash', () => {
    vi.useFakeTimers();
    const { container } = render(<Skeleton delay={300} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    vi.useRealTimers();
  });
});

describeBasics('Skeleton', () => <Skeleton />);
