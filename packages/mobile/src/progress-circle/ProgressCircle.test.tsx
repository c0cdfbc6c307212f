import { isInaccessible, render, screen } from '@testing-library/react';
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

  it('says plain text in its centre as the value, or the aria-valuetext given', () => {
    const percent = 40;
    const { rerender } = render(<ProgressCircle percent={percent}>{percent}%</ProgressCircle>);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
    rerender(
      <ProgressCircle percent={80} aria-valuetext="4 of 5 files">
        <b>4/5</b>
      </ProgressCircle>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '4 of 5 files');
    rerender(
      <ProgressCircle percent={80}>
        <b>4/5</b>
      </ProgressCircle>,
    );
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext');
  });

  it('says its value once: the centre content is hidden from screen readers', () => {
    const { rerender } = render(<ProgressCircle percent={40}>40%</ProgressCircle>);
    expect(isInaccessible(screen.getByText('40%'))).toBe(true);
    rerender(
      <ProgressCircle percent={80} aria-valuetext="4 of 5 files">
        <b>4/5</b>
      </ProgressCircle>,
    );
    expect(isInaccessible(screen.getByText('4/5'))).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 5 files',
    );
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
