import { isInaccessible, render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { hydrate } from '../test-utils/ssr';
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

  it('strokes the arc with a gradient of the given colours, unique to each ring', () => {
    const { container } = render(
      <>
        <ProgressCircle percent={60} gradient={['#1677ff', '#8a5cf6']} />
        <ProgressCircle percent={30} gradient={['#00945f', '#1677ff']} />
      </>,
    );
    const rings = [...container.querySelectorAll('svg')].map((svg) => {
      const gradient = svg.querySelector('linearGradient');
      const stops = [...(gradient?.querySelectorAll('stop') ?? [])];
      return {
        id: gradient?.id,
        stops: stops.map((stop) => stop.getAttribute('stop-color')),
        arc: svg.querySelectorAll('circle')[1]?.getAttribute('stroke'),
        // The id must find its own gradient in the document, not another ring's.
        found: !!gradient && document.getElementById(gradient.id)?.isSameNode(gradient),
      };
    });
    expect(rings.map(({ stops }) => stops)).toEqual([
      ['#1677ff', '#8a5cf6'],
      ['#00945f', '#1677ff'],
    ]);
    expect(rings.map(({ arc }) => arc)).toEqual(rings.map(({ id }) => `url(#${id})`));
    expect(rings.map(({ found }) => found)).toEqual([true, true]);
    expect(new Set(rings.map(({ id }) => id)).size).toBe(2);
    expect(container.querySelectorAll('circle')[0]).not.toHaveAttribute('stroke');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('hydrates a gradient with the id the server gave it', async () => {
    const { errors, html } = await hydrate(
      <>
        <ProgressCircle percent={60} gradient={['#1677ff', '#8a5cf6']} />
        <ProgressCircle percent={30} gradient={['#00945f', '#1677ff']} />
      </>,
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('draws no gradient by default', () => {
    const { container } = render(<ProgressCircle percent={60} />);
    expect(container.querySelector('linearGradient')).toBeNull();
    expect(container.querySelectorAll('circle')[1]).not.toHaveAttribute('stroke');
  });
});

describeBasics('ProgressCircle', () => <ProgressCircle />);
