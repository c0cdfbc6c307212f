import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusableIn } from '../internal/overlayStack';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { marqueeDuration, overflows } from './marquee';
import { NoticeBar } from './NoticeBar';

/** jsdom lays nothing out: give every element these widths while `run` renders. */
function withWidths(scrollWidth: number, clientWidth: number) {
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  onTestFinished(() => {
    scroll.mockRestore();
    client.mockRestore();
  });
}

describe('NoticeBar', () => {
  it('shows short text still, once, with nothing focusable', () => {
    withWidths(100, 300);
    render(<NoticeBar content="Lifts are closed today" />);
    expect(screen.getAllByText('Lifts are closed today')).toHaveLength(1);
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('scrolls text wider than the bar, with a repeat hidden from screen readers, and can be focused to pause', async () => {
    withWidths(600, 300);
    render(<NoticeBar content="A very long notice" />);
    const [text, repeat] = screen.getAllByText('A very long notice');
    expect(text).not.toHaveAttribute('aria-hidden');
    expect(repeat).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(screen.getByRole('marquee')).toHaveFocus();
  });

  it('keeps a link in scrolling text to one Tab stop, out of the hidden repeat', () => {
    withWidths(600, 300);
    const { container } = render(
      <NoticeBar content={<a href="#news">A very long notice with a link</a>} />,
    );
    expect(focusableIn(container).filter((el) => el.matches('a'))).toHaveLength(1);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-hidden');
  });

  it('wraps instead of scrolling with wrap', () => {
    withWidths(600, 300);
    render(<NoticeBar wrap content="A very long notice" />);
    expect(screen.getAllByText('A very long notice')).toHaveLength(1);
  });

  it('closes with a named button and reports it', async () => {
    const onClose = vi.fn();
    render(<NoticeBar content="Maintenance at 2 am" closeable onClose={onClose} extra="Details" />);
    expect(screen.getByText('Details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText('Maintenance at 2 am')).toBeNull();
  });

  it('shows several notices one at a time, holding while focused', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    render(<NoticeBar content={['First', 'Second', 'Third']} interval={2000} />);
    const hidden = (name: string) => screen.getByText(name).getAttribute('aria-hidden');
    expect(hidden('First')).toBeNull();
    expect(hidden('Second')).toBe('true');
    act(() => vi.advanceTimersByTime(2000));
    expect(hidden('First')).toBe('true');
    expect(hidden('Second')).toBeNull();
    act(() => screen.getByText('Second').closest<HTMLElement>('[tabindex]')?.focus());
    act(() => vi.advanceTimersByTime(6000));
    expect(hidden('Second')).toBeNull();
  });

  it('keeps links in the notices not on screen out of reach of Tab', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const links = ['First', 'Second'].map((name) => (
      <a key={name} href={`#${name}`}>
        {name}
      </a>
    ));
    render(<NoticeBar content={links} interval={1000} />);
    const inert = (name: string) => screen.getByText(name).closest('[inert]') !== null;
    expect(inert('First')).toBe(false);
    expect(inert('Second')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(inert('First')).toBe(true);
    expect(inert('Second')).toBe(false);
  });

  it('holds while hovered and while focus is on a link inside', () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const links = ['First', 'Second', 'Third'].map((name) => (
      <a key={name} href={`#${name}`}>
        {name}
      </a>
    ));
    render(<NoticeBar content={links} interval={1000} />);
    const shown = () => screen.getAllByRole('link').find((link) => !link.closest('[inert]'));
    fireEvent.pointerEnter(screen.getByRole('marquee'));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveTextContent('First');
    fireEvent.pointerLeave(screen.getByRole('marquee'));
    act(() => screen.getByRole('link', { name: 'First' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveTextContent('First');
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    act(() => screen.getByRole('link', { name: 'First' }).blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveTextContent('Second');
  });
});

describe('marquee maths', () => {
  it.each([
    [100, 300, false],
    [300, 300, false],
    [301.5, 300, true],
    [500, 0, false],
  ])('text %d in a box %d overflows: %s', (text, box, expected) => {
    expect(overflows(text, box)).toBe(expected);
  });

  it('times one loop from the distance and the speed', () => {
    expect(marqueeDuration(252, 50)).toBe(6000);
    expect(marqueeDuration(52, 100)).toBe(1000);
  });

  it('warns about a bad speed and uses the default', () => {
    expectConsole('warn', 'speed must be a positive number');
    expect(marqueeDuration(252, 0)).toBe(6000);
  });
});

describeBasics('NoticeBar', () => <NoticeBar content="Notice" closeable />);
