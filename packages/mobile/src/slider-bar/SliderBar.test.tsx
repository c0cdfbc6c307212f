import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
   * way a browser would.
   */
  function layout(
    offsets: readonly number[],
    scroll: (content: HTMLElement, top: number) => void = () => {},
  ) {
    const content = screen.getAllByRole('tabpanel')[0]!.parentElement!;
    Object.defineProperties(content, {
      clientHeight: { value: 400 },
      scrollHeight: { value: 1000 },
      scrollTo: { value: ({ top }: ScrollToOptions) => scroll(content, Math.min(top ?? 0, 600)) },
    });
    vi.spyOn(content, 'getBoundingClientRect').mockReturnValue({ top: 0 } as DOMRect);
    screen.getAllByRole('tabpanel').forEach((section, i) => {
      const offset = offsets[i]!;
      vi.spyOn(section, 'getBoundingClientRect').mockImplementation(
        () => ({ top: offset - content.scrollTop }) as DOMRect,
      );
    });
    return content;
  }
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
      const content = layout([0, 700, 800, 900], glide);
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
    const content = layout([0, 300, 500, 900]);
    await userEvent.click(screen.getByRole('tab', { name: 'Tea' }));
    act(() => scrollContent(content, 100, false));
    expect(selected()).toHaveAccessibleName('Tea');
    act(() => void content.dispatchEvent(new Event('scrollend')));
    expect(selected()).toHaveAccessibleName('Fruit');
  });

  it("reports a reader's scroll once, though its end comes before the item is drawn", () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    const content = layout([0, 300, 500, 900]);
    act(() => scrollContent(content, 300));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(onChange.mock.calls).toEqual([['bread']]);
  });

  it('holds nothing for a tap on the item whose section is already at the top', async () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    const content = layout([0, 300, 500, 900], glide);
    await userEvent.click(screen.getByRole('tab', { name: /Bread/ }));
    act(() => scrollContent(content, 0));
    act(() => scrollContent(content, 300));
    await userEvent.click(screen.getByRole('tab', { name: /Bread/ }));
    // Bread's section was at the top already: the reader's next scroll is followed at once.
    act(() => scrollContent(content, 600, false));
    expect(selected()).toHaveAccessibleName('Tea');
    expect(onChange.mock.calls).toEqual([['bread'], ['fruit'], ['bread'], ['tea']]);
  });

  it('never makes a disabled item active by scrolling', () => {
    const onChange = vi.fn();
    render(<Shop onChange={onChange} />);
    const content = layout([0, 300, 500, 900]);
    // 550 px down: Fish's section is at the top of the box.
    act(() => scrollContent(content, 550, false));
    expect(selected()).toHaveAccessibleName(/Bread/);
    expect(onChange.mock.calls).toEqual([['bread']]);
  });
});

describeBasics('SliderBar', () => <Shop />);
