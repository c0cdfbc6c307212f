import { render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { ProgressCircle } from './ProgressCircle';

describe('ProgressCircle', () => {
  it('exposes its value and shows centre content', () => {
    render(
      <ProgressCircle percent={75} aria-label="Storage used">
        75%
      </ProgressCircle>,
    );
    const circle = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(circle).toHaveAttribute('aria-valuenow', '75');
    expect(circle).toHaveTextContent('75%');
  });

  it('sets a style only for a non-default percent, keeping the user style', () => {
    const { rerender } = render(<ProgressCircle />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('style');
    rerender(
      <ProgressCircle
        percent={10}
        clockwise={false}
        style={{ '--tm-progress-circle-size': '80px' }}
      />,
    );
    const style = screen.getByRole('progressbar').getAttribute('style');
    expect(style).toContain('--tm-progress-circle-percent: 10');
    expect(style).toContain('--tm-progress-circle-size: 80px');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-anticlockwise', 'true');
  });
});

describeBasics('ProgressCircle', () => <ProgressCircle />);
