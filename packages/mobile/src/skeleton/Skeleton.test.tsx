import { act, render, screen } from '@testing-library/react';
import { describeBasics } from '../test-utils/basics';
import { hydrate } from '../test-utils/ssr';
import { blockSize, cellsOf, toAttribute, type SkeletonRow } from './rowCol';
import { Skeleton } from './Skeleton';

/** The grey blocks, which assistive technology never sees. */
const hiddenBlocks = (container: HTMLElement) =>
  container.querySelector('[aria-hidden="true"]')?.querySelectorAll('span, svg') ?? [];
const sizes = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"] svg')].map((svg) => [
    svg.getAttribute('width'),
    svg.getAttribute('height'),
  ]);

describe('rowCol maths', () => {
  it.each([
    [48, '48'],
    ['60%', '60%'],
    [' 2.5rem ', '2.5rem'],
    [-4, undefined],
    [Number.NaN, undefined],
    ['calc(100% - 4px)', undefined],
    ['"><script>', undefined],
    [undefined, undefined],
  ])('the length %j becomes the attribute %j', (length, expected) => {
    expect(toAttribute(length as never)).toBe(expected);
  });

  it('gives a circle equal sides, 40 px unless told', () => {
    expect(blockSize({ shape: 'circle' })).toEqual({ width: '40', height: '40' });
    expect(blockSize({ shape: 'circle', height: 56 })).toEqual({ width: '56', height: '56' });
    expect(blockSize({ width: '30%' })).toEqual({ width: '30%', height: undefined });
  });

  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [{ width: 10 }, 1],
    [[{}, {}], 2],
  ] as [SkeletonRow, number][])('the row %j has %d cells', (row, count) => {
    expect(cellsOf(row)).toHaveLength(count);
  });
});

describe('Skeleton', () => {
  it('marks its region busy and hides the blocks from assistive technology', () => {
    const { container } = render(<Skeleton avatar lineCount={2} />);
    const region = container.firstElementChild!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(hiddenBlocks(container)).toHaveLength(4);
  });

  it('shows the children once loading is false', () => {
    const { rerender } = render(<Skeleton>Profile</Skeleton>);
    expect(screen.queryByText('Profile')).toBeNull();
    rerender(<Skeleton loading={false}>Profile</Skeleton>);
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });

  it('waits for the delay before showing blocks, on every load, so fast loads never flash', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<Skeleton delay={300} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();

    rerender(<Skeleton delay={300} loading={false} />);
    rerender(<Skeleton delay={300} />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    rerender(<Skeleton delay={300} loading={false} />);
    act(() => vi.advanceTimersByTime(300));
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    vi.useRealTimers();
  });
});

describe('Skeleton rowCol', () => {
  it('lays out rows of sized blocks instead of the title and paragraph', () => {
    const { container } = render(
      <Skeleton
        rowCol={[
          { width: '50%', height: 24 },
          2,
          [
            { width: 80, height: 80 },
            { width: 80, height: 80, shape: 'circle' },
          ],
        ]}
      />,
    );
    expect(sizes(container)).toEqual([
      ['50%', '24'],
      [null, null],
      [null, null],
      ['80', '80'],
      ['80', '80'],
    ]);
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(0);
  });

  it('draws an avatar circle beside two lines with a nested column', () => {
    const { container } = render(
      <Skeleton
        rowCol={[[{ shape: 'circle', width: 48 }, { rows: [{ width: '40%' }, { width: '80%' }] }]]}
      />,
    );
    expect(sizes(container)).toEqual([
      ['48', '48'],
      ['40%', null],
      ['80%', null],
    ]);
  });

  it('keeps the avatar and image presets beside a rowCol layout', () => {
    const { container } = render(<Skeleton avatar image rowCol={[1]} />);
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(2);
    expect(sizes(container)).toHaveLength(1);
  });

  it('drops sizes that are not lengths instead of drawing a broken block', () => {
    const { container } = render(
      <Skeleton rowCol={[{ width: 'wide' as never, height: -3 }, Number.NaN]} />,
    );
    expect(sizes(container)).toEqual([[null, null]]);
  });

  it('renders on the server without style attributes, so a strict CSP keeps every size', async () => {
    const { errors, html } = await hydrate(
      <Skeleton
        avatar
        rowCol={[[{ shape: 'circle', width: 48 }, { rows: [{ width: '40%' }, 1] }], 3]}
      />,
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
    expect(html).toContain('width="48"');
  });
});

describeBasics('Skeleton', () => <Skeleton />);
describeBasics('Skeleton with rowCol', () => (
  <Skeleton rowCol={[[{ shape: 'circle' }, { rows: [{ width: '40%' }, 1] }], 2]} />
));
