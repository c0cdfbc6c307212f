import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { SliderBar } from './SliderBar';

function Shop(props: Partial<React.ComponentProps<typeof SliderBar>>) {
  return (
    <SliderBar aria-label="Aisles" {...props}>
      <SliderBar.Item key="fruit" title="Fruit">
        Apples and pears
      </SliderBar.Item>
      <SliderBar.Item key="bread" title="Bread" badge={2}>
        Loaves
      </SliderBar.Item>
      <SliderBar.Item key="fish" title="Fish" disabled>
        Closed today
      </SliderBar.Item>
      <SliderBar.Item key="tea" title="Tea">
        Green and black
      </SliderBar.Item>
    </SliderBar>
  );
}

describe('SliderBar', () => {
  it('is a vertical tablist whose sections all show, each labelled by its item', () => {
    render(<Shop />);
    expect(screen.getByRole('tablist', { name: 'Aisles' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(4);
    expect(screen.getByRole('tabpanel', { name: 'Tea' })).toHaveTextContent('Green and black');
  });

  it('moves with the up and down arrows, skipping disabled items, and with Home and End', async () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Bread/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('tea');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on a tap, not on a disabled item', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tea' }));
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Fish' }));
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('SliderBar linked to its content', () => {
  /**
   * jsdom has no layout: the content box shows 400 px of 1000, so it scrolls 600 px at most,
   * and the sections start `offsets` px down it. Its `scrollTo` runs `scroll`, which moves it the
   * way a browser would. Set on the prototypes, so it holds from the first render; returns the
   * `scrollTo` mock.
   */
  function layout(
    offsets: readonly number[],
    scroll: (content: HTMLElement, top: number) => void = () => {},
  ) {
    const isContent = (el: Element) => el.firstElementChild?.getAttribute('role') === 'tabpanel';
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return isContent(this) ? 400 : 0;
    });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return isContent(this) ? 1000 : 0;
    });
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const content = this.parentElement;
      if (this.getAttribute('role') !== 'tabpanel' || !content) return rect.call(this);
      return { top: offsets[[...content.children].indexOf(this)]! - content.scrollTop } as DOMRect;
    });
    const scrollTo = vi.fn(function (this: HTMLElement, { top }: ScrollToOptions) {
      scroll(this, Math.min(top ?? 0, 600));
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      value: scrollTo,
      configurable: true,
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });
    return scrollTo;
  }
  const contentBox = () => screen.getAllByRole('tabpanel')[0]!.parentElement!;
  function scrollContent(content: HTMLElement, top: number, end = true) {
    content.scrollTop = top;
    content.dispatchEvent(new Event('scroll'));
    if (end) content.dispatchEvent(new Event('scrollend'));
  }
  /** A scroll that glides to `top`, passing a point on the way. */
  function glide(content: HTMLElement, top: number) {
    scrollContent(content, (content.scrollTop + top) / 2, false);
    scrollContent(content, top);
  }
  const selected = () => screen.getByRole('tab', { selected: true });

  it.each([
    ['gliding', false],
    ['jumping under reduced motion', true],
  ])(
    'keeps the tapped item when its scroll, %s, stops at the end short of its section',
    async (_, reduced) => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) => ({ matches: reduced && query.includes('reduce') }) as MediaQueryList,
      );
      const onChange = vi.fn();
      render(<Shop onChange={onChange} />);
      // Bread, 700 px down, cannot reach the top.
      layout([0, 700, 800, 900], glide);
      const content = contentBox();
      await userEvent.click(screen.getByRole('tab', { name: /Bread/ }));
      expect(content.scrollTop).toBe(600);
      expect(selected()).toHaveAccessibleName(/Bread/);
      expect(onChange.mock.calls).toEqual([['bread']]);
      // Once it has ended, scrolling moves the active item again.
      act(() => scrollContent(content, 0));
      expect(selected()).toHaveAccessibleName('Fruit');
    },
  );

  it('follows a scroll the reader starts during the scroll of a tap, once it ends', async () => {
    render(<Shop />);
    layout([0, 300, 500, 900]);
    const content = contentBox();
    await userEvent.click(screen.getByRole('tab', { name: 'Tea' }));
    act(() => scrollContent(content, 100, false));
    expect(selected()).toHaveAccessibleName('Tea');
    act(() => void content.dispatchEvent(new Event('scrollend')));
    expect(selected()).toHaveAccessibleName('Fruit');
  });

  it("reports a reader's scroll once, though its end comes before the item is drawn", () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    layout([0, 300, 500, 900]);
    const content = contentBox();
    act(() => scrollContent(content, 300));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(onChange.mock.calls).toEqual([['bread']]);
  });

  it('holds nothing for a tap on the item whose section is already at the top', async () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    layout([0, 300, 500, 900], glide);
    const content = contentBox();
    await userEvent.click(screen.getByRole('tab', { name: /Bread/ }));
    act(() => scrollContent(content, 0));
    act(() => scrollContent(content, 300));
    await userEvent.click(screen.getByRole('tab', { name: /Bread/ }));
    // Bread's section was at the top already: the reader's next scroll is followed at once.
    act(() => scrollContent(content, 600, false));
    expect(selected()).toHaveAccessibleName('Tea');
    expect(onChange.mock.calls).toEqual([['bread'], ['fruit'], ['bread'], ['tea']]);
  });

  it('shows the section of defaultActiveKey from the start, with a jump of the content alone', () => {
    const onChange = vi.fn();
    const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // Bread, 700 px down, cannot reach the top.
    const scrollTo = layout([0, 700, 800, 900], (content, top) => {
      content.scrollTop = top;
    });
    render(<Shop defaultActiveKey="bread" onChange={onChange} />);
    const content = contentBox();
    expect(scrollTo.mock.calls).toEqual([[{ top: 600, behavior: 'instant' }]]);
    expect(scrollTo.mock.contexts[0]).toBe(content);
    expect(pageScroll).not.toHaveBeenCalled();
    // The jump's events come after the first paint, and move nothing.
    act(() => scrollContent(content, 600));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('glides to the section of an activeKey the parent changes, without reporting those passed', () => {
    const onChange = vi.fn();
    const scrollTo = layout([0, 300, 500, 900], glide);
    const { rerender } = render(<Shop activeKey="fruit" onChange={onChange} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<Shop activeKey="tea" onChange={onChange} />);
    expect(scrollTo.mock.calls).toEqual([[{ top: 600, behavior: 'smooth' }]]);
    expect(contentBox().scrollTop).toBe(600);
    expect(selected()).toHaveAccessibleName('Tea');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not scroll again to an item a controlling parent takes from a scroll or a tap', async () => {
    function Controlled() {
      const [key, setKey] = useState('fruit');
      return <Shop activeKey={key} onChange={setKey} />;
    }
    const scrollTo = layout([0, 300, 500, 900]);
    render(<Controlled />);
    // Bread's section is partly above the top: scrolling back to it would fight the reader.
    act(() => scrollContent(contentBox(), 350));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Tea' }));
    expect(selected()).toHaveAccessibleName('Tea');
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('never makes a disabled item active by scrolling', () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    layout([0, 300, 500, 900]);
    const content = contentBox();
    // 550 px down: Fish's section is at the top of the box.
    act(() => scrollContent(content, 550, false));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(onChange.mock.calls).toEqual([['bread']]);
  });
});

describeBasics('SliderBar', () => <Shop />);
