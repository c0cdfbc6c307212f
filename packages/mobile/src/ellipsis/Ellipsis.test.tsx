import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Ellipsis } from './Ellipsis';
import { cutText, truncate } from './truncate';

/*
 * jsdom has no layout: the measuring element gets a height of 20 px per started line of ten
 * characters (counted as user-perceived characters), which is what the component measures.
 */
const PER_LINE = 10;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const length = [...new Intl.Segmenter().segment(this.textContent ?? '')].length;
    return Math.max(1, Math.ceil(length / PER_LINE)) * 20;
  });
});

const text = 'The quick brown fox jumps over the lazy dog'; // 43 characters

describe('Ellipsis', () => {
  it('cuts the end to the rows with a pure CSS clamp, the full text in the markup', () => {
    const html = renderToString(<Ellipsis content={text} rows={2} />);
    expect(html).toContain(text);
    expect(html).not.toContain('…');
    expect(html).not.toContain('<button');
  });

  it('cuts at the start and middle to fit, and keeps the whole text for screen readers', () => {
    const { unmount } = render(<Ellipsis content={text} direction="start" />);
    // One line holds ten characters: the symbol and the last nine.
    expect(screen.getByText('… lazy dog', { normalizer: (t) => t })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    unmount();
    render(<Ellipsis content={text} direction="middle" rows={2} />);
    expect(screen.getByText('The quick … lazy dog', { normalizer: (t) => t })).toBeInTheDocument();
  });

  it('expands and collapses with a button that reports its state', async () => {
    render(<Ellipsis content={text} rows={2} expandable />);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Two lines of ten, less the label " More": fourteen characters and the symbol.
    expect(more.parentElement).toHaveTextContent(/^The quick brow…More$/);
    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less.parentElement).toHaveTextContent(`${text}Less`);
    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('uses custom and localised labels, and can start expanded without a collapse button', () => {
    const { unmount } = render(
      <ConfigProvider locale={zhCN}>
        <Ellipsis content={text} expandable />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: '展开' })).toBeInTheDocument();
    unmount();
    render(<Ellipsis content={text} expandable defaultExpanded collapseText="" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no button when the text fits', () => {
    render(<Ellipsis content="Short" expandable />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Short')).toBeInTheDocument();
  });

  it('never cuts an emoji or a CJK character in half', () => {
    const emoji = '👩‍👩‍👧‍👦🏳️‍🌈中文字符测试👍🏽好的再见朋友们你们好';
    render(<Ellipsis content={emoji} direction="end" expandable expandText="+" />);
    const shown = screen.getByRole('button').parentElement!.textContent!.replace('+', '');
    const kept = shown.replace('…', '');
    expect(emoji.startsWith(kept)).toBe(true);
    expect([...new Intl.Segmenter().segment(kept)].length).toBe(7);
  });

  it('warns about rows that are not a whole number of lines', () => {
    expectConsole('warn', '`rows` is a whole number');
    render(<Ellipsis content={text} rows={0} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('cutText and truncate', () => {
  const parts = [...'abcdefghij'];
  it.each([
    ['end', 4, 'abcd…'],
    ['start', 4, '…ghij'],
    ['middle', 4, 'ab…ij'],
    ['middle', 5, 'abc…ij'],
    ['end', 0, '…'],
    ['end', 10, 'abcdefghij'],
  ] as const)('%s keeping %i gives %s', (direction, keep, expected) => {
    expect(cutText(parts, keep, direction, '…')).toBe(expected);
  });

  it.each([
    [6, 'end', 'abcde…'],
    [6, 'start', '…fghij'],
    [20, 'end', null],
    [1, 'middle', '…'],
  ] as const)('fits %i characters at the %s: %s', (max, direction, expected) => {
    expect(truncate('abcdefghij', direction, (t) => t.length <= max)).toBe(expected);
  });
});

describeBasics('Ellipsis', () => (
  <Ellipsis content={text} rows={2} direction="middle" expandable />
));
