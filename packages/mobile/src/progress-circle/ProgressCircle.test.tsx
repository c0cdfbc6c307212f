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

  it('draws the value as an SVG attribute, never a style, and keeps a user style', () => {
    const { container, rerender } = render(<ProgressCircle percent={10} clockwise={false} />);
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelectorAll('circle')[1]).toHaveAttribute('stroke-dashoffset', '90');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-anticlockwise', 'true');
    rerender(<ProgressCircle percent={10} style={{ '--tm-progress-circle-size': '80px' }} />);
    expect(screen.getByRole('progressbar').getAttribute('style')).toContain(
      '--tm-progress-circle-size: 80px',
    );
  });
});

describeBasics('ProgressCircle', () => <ProgressCircle />);
