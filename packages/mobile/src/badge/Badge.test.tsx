import { render, screen } from '@testing-library/react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Badge } from './Badge';
import { badgeContent, normalizeMax } from './badgeContent';

describe('Badge', () => {
  it('shows a count and tells screen readers what it counts', () => {
    render(
      <Badge content={5}>
        <button type="button">Inbox</button>
      </Badge>,
    );
    expect(screen.getByText('5')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('5 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('caps a count at max but speaks the real number', () => {
    render(<Badge content={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('120 unread')).toBeInTheDocument();
  });

  it('uses the given label and the locale of the ConfigProvider', () => {
    const { rerender } = render(<Badge content={3} label="3 new orders" />);
    expect(screen.getByText('3 new orders')).toBeInTheDocument();
    rerender(
      <ConfigProvider locale={zhCN}>
        <Badge dot />
      </ConfigProvider>,
    );
    expect(screen.getByText('有新消息')).toBeInTheDocument();
  });

  it('hides zero unless showZero, and keeps its child either way', () => {
    const { rerender } = render(
      <Badge content={0}>
        <span>Cart</span>
      </Badge>,
    );
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.getByText('Cart')).toBeInTheDocument();
    rerender(
      <Badge content={0} showZero>
        <span>Cart</span>
      </Badge>,
    );
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('in right-to-left text, stays on its child and is spoken after it', () => {
    const { container } = render(
      <div dir="rtl" lang="ar">
        <Badge content={5} label="٥ رسائل">
          <button type="button">الرسائل</button>
        </Badge>
      </div>,
    );
    // The badge's corner is the child's top end (top left here), placed by CSS on the element
    // that holds both; the e2e suite measures it.
    const button = screen.getByRole('button', { name: 'الرسائل' });
    const wrapper = button.parentElement!;
    expect(wrapper.parentElement).toBe(container.firstElementChild);
    expect(wrapper).toContainElement(screen.getByText('5'));
    expect(wrapper.textContent).toBe('الرسائل5٥ رسائل');
  });

  it('renders nothing standalone when there is nothing to show', () => {
    const { container } = render(<Badge content={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('warns about a bad count and a bad max instead of showing them', () => {
    expectConsole('warn', 'content must be a whole number');
    expectConsole('warn', 'max must be a whole number');
    render(<Badge content={Number.NaN} max={0} data-testid="badge" />);
    expect(screen.queryByText('NaN')).toBeNull();
  });
});

describe('badgeContent', () => {
  const plain = { dot: false, max: 99, showZero: false };
  it.each([
    [5, plain, '5', 5],
    [99, plain, '99', 99],
    [100, plain, '99+', 100],
    [12, { ...plain, max: 9 }, '9+', 12],
    [0, plain, null, undefined],
    [0, { ...plain, showZero: true }, '0', 0],
    [7, { ...plain, dot: true }, '', 7],
    ['new', plain, 'new', undefined],
    ['', plain, null, undefined],
    [undefined, { ...plain, dot: true }, '', undefined],
  ])('%s with %o shows %s', (content, options, text, count) => {
    expect(badgeContent(content, options)).toEqual(
      count === undefined ? { text } : { text, count },
    );
  });

  it.each([
    [5, 5],
    [1, 1],
  ])('keeps max %d', (max, expected) => expect(normalizeMax(max)).toBe(expected));
});

describeBasics('Badge', () => (
  <Badge content={8}>
    <button type="button">Messages</button>
  </Badge>
));
