import { isInaccessible, render, screen } from '@testing-library/react';
import { clampPercent } from '../internal/percent';
import { describeBasics } from '../test-utils/basics';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value as a progressbar', () => {
    render(<ProgressBar percent={40} aria-label="Upload" text />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('draws the value as an attribute, never a style, so server HTML works under a strict CSP', () => {
    const { container } = render(<ProgressBar percent={25} />);
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('rect')).toHaveAttribute('width', '25%');
  });

  it('draws a buffer behind the value, clamped and never below it, that is not its value', () => {
    const { container, rerender } = render(
      <ProgressBar percent={30} buffer={70} rounded={false} />,
    );
    const widths = () =>
      [...container.querySelectorAll('rect')].map((r) => r.getAttribute('width'));
    expect(widths()).toEqual(['70%', '30%']);
    expect(isInaccessible(container.querySelector('rect')!)).toBe(true);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext');
    expect(container.querySelector('[style]')).toBeNull();
    rerender(<ProgressBar percent={30} buffer={150} />);
    expect(widths()).toEqual(['100%', '30%']);
    expect(container.querySelector('rect')).toHaveAttribute('ry', '50%');
    rerender(<ProgressBar percent={30} buffer={10} />);
    expect(widths()).toEqual(['30%', '30%']);
    rerender(<ProgressBar percent={30} buffer={70} indeterminate />);
    expect(widths()).toEqual(['40%']);
  });

  it('has no value when indeterminate and renders text from a function', () => {
    render(<ProgressBar indeterminate text={(p) => `${p} of 100`} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('shows no percentage when indeterminate, as it has none', () => {
    const { container } = render(<ProgressBar indeterminate percent={30} text />);
    expect(container).not.toHaveTextContent('%');
  });

  it('says the text it shows as the value, or the aria-valuetext given for other content', () => {
    const { rerender } = render(<ProgressBar percent={60} text={(p) => `${p / 20} of 5 steps`} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 steps');
    rerender(<ProgressBar percent={60} text={<b>3 of 5</b>} aria-valuetext="3 of 5 steps" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 steps');
    rerender(<ProgressBar percent={60} text />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext');
  });

  it('says its value once: the text it shows is hidden from screen readers', () => {
    const { rerender } = render(<ProgressBar percent={60} text aria-label="Upload" />);
    expect(isInaccessible(screen.getByText('60%'))).toBe(true);
    rerender(<ProgressBar percent={60} text={(p) => `${p / 20} of 5 steps`} />);
    expect(isInaccessible(screen.getByText('3 of 5 steps'))).toBe(true);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 steps');
    rerender(<ProgressBar indeterminate text="Connecting" />);
    expect(isInaccessible(screen.getByText('Connecting'))).toBe(true);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Connecting');
  });

  it('is named and described by the ids it is given', () => {
    render(
      <>
        <span id="bar-name">Photos</span>
        <span id="bar-hint">12 of 20 sent</span>
        <ProgressBar percent={60} text aria-labelledby="bar-name" aria-describedby="bar-hint" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Photos' });
    expect(bar).toHaveAccessibleDescription('12 of 20 sent');
    expect(bar).toHaveAttribute('aria-valuenow', '60');
  });

  it.each([
    [-5, 0],
    [0, 0],
    [33.333, 33.3],
    [120, 100],
    [Number.NaN, 0],
  ])('clamps %d to %d', (input, expected) => {
    expect(clampPercent(input)).toBe(expected);
  });
});

describeBasics('ProgressBar', () => <ProgressBar />);
