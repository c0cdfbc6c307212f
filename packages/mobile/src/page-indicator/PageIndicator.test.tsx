import { render, screen } from '@testing-library/react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { PageIndicator } from './PageIndicator';
import { normalizePages } from './pageCount';

const dots = (container: HTMLElement) => Array.from(container.querySelectorAll('span'));

describe('PageIndicator', () => {
  it('is an image named by its position, with one dot per page and the current one marked', () => {
    const { container } = render(<PageIndicator total={5} current={1} />);
    expect(screen.getByRole('img', { name: '2 of 5' })).toBeInTheDocument();
    expect(dots(container)).toHaveLength(5);
    expect(dots(container).map((dot) => dot.hasAttribute('data-active'))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<PageIndicator total={3} current={2} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks the locale and takes a name of its own', () => {
    const { rerender } = render(
      <ConfigProvider locale={zhCN}>
        <PageIndicator total={4} current={0} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('img', { name: '第 1 页，共 4 页' })).toBeInTheDocument();
    rerender(<PageIndicator total={4} current={3} aria-label="Photo 4 of 4" />);
    expect(screen.getByRole('img', { name: 'Photo 4 of 4' })).toBeInTheDocument();
  });

  it('shows a fraction for many pages, named like the dots', () => {
    const { container, rerender } = render(
      <PageIndicator type="fraction" total={12} current={1} />,
    );
    const indicator = screen.getByRole('img', { name: '2 of 12' });
    expect(indicator).toHaveTextContent(/^2 \/ 12$/);
    expect(dots(container)).toHaveLength(0);
    rerender(<PageIndicator type="fraction" total={0} />);
    expect(screen.getByRole('img')).toBeEmptyDOMElement();
  });

  it('lays out vertically and takes colour presets', () => {
    render(<PageIndicator total={2} direction="vertical" color="white" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-direction', 'vertical');
  });

  it('corrects a current page out of range, with a warning', () => {
    expectConsole('warn', 'PageIndicator: page 7 of 3 is out of range.');
    render(<PageIndicator total={3} current={7} />);
    expect(screen.getByRole('img', { name: '3 of 3' })).toBeInTheDocument();
  });

  it.each([
    [3, 1, 3, 1],
    [2.5, 0, 2, 0],
    [-1, 0, 0, 0],
    [Number.NaN, 0, 0, 0],
    [4, -2, 4, 0],
    [4, 1.6, 4, 2],
    [0, 0, 0, 0],
  ])('normalises total %d and current %d to %d and %d', (total, current, t, c) => {
    const valid =
      Number.isInteger(total) && total >= 0 && Number.isInteger(current) && current >= 0;
    if (!valid || current >= Math.max(total, 1)) expectConsole('warn', 'PageIndicator');
    expect(normalizePages('PageIndicator', total, current)).toEqual({ total: t, current: c });
  });
});

describeBasics('PageIndicator', () => <PageIndicator total={3} current={0} />);
