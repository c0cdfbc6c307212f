import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { Tabs } from './Tabs';
import * as styles from './Tabs.css';

function Fruit(props: Partial<React.ComponentProps<typeof Tabs>>) {
  return (
    <Tabs aria-label="Fruit" {...props}>
      <Tabs.Tab key="apple" title="Apple">
        Apple pane
      </Tabs.Tab>
      <Tabs.Tab key="pear" title="Pear" badge={3}>
        Pear pane
      </Tabs.Tab>
      <Tabs.Tab key="fig" title="Fig" disabled>
        Fig pane
      </Tabs.Tab>
      <Tabs.Tab key="plum" title="Plum" forceRender>
        Plum pane
      </Tabs.Tab>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('follows the tabs pattern: one tab stop, selected tab, labelled panel', () => {
    render(<Fruit />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const apple = screen.getByRole('tab', { name: 'Apple' });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(apple).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('Apple pane');
  });

  it('renders panes lazily: only the active one and forceRender ones', () => {
    render(<Fruit />);
    expect(screen.queryByText('Pear pane')).toBeNull();
    expect(screen.getByText('Plum pane')).not.toBeVisible();
  });

  it('selects on click and keeps a shown pane mounted, unless destroyOnHide', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Fruit onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Pear/ }));
    expect(onChange).toHaveBeenCalledWith('pear');
    expect(screen.getByRole('tabpanel', { name: /Pear/ })).toHaveTextContent('Pear pane');
    await userEvent.click(screen.getByRole('tab', { name: 'Apple' }));
    expect(screen.getByText('Pear pane')).not.toBeVisible();
    rerender(<Fruit destroyOnHide onChange={onChange} />);
    expect(screen.queryByText('Pear pane')).toBeNull();
  });

  it('moves with arrow keys, skipping disabled tabs and wrapping; Home and End', async () => {
    render(<Fruit />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const plum = screen.getByRole('tab', { name: 'Plum' });
    expect(plum).toHaveFocus();
    expect(plum).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(plum).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
  });

  it('flips the arrows in right-to-left layouts', async () => {
    render(
      <div dir="rtl">
        <Fruit />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveFocus();
  });

  it('ignores a click on a disabled tab', async () => {
    render(<Fruit />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fig' }));
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
  });

  it('waits for an async beforeChange and stays when it says no', async () => {
    let answer: (value: boolean) => void = () => {};
    const beforeChange = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<Fruit beforeChange={beforeChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Pear/ }));
    expect(beforeChange).toHaveBeenCalledWith('pear', 'apple');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => answer(true));
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    await act(async () => answer(false));
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('is controlled by activeKey', async () => {
    const onChange = vi.fn();
    render(<Fruit activeKey="plum" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Apple' }));
    expect(onChange).toHaveBeenCalledWith('apple');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('draws the ink bar inside the active tab, without a style attribute', () => {
    const { container } = render(<Fruit defaultActiveKey="pear" />);
    const ink = container.querySelector('[data-ink]');
    expect(screen.getByRole('tab', { name: /Pear/ })).toContainElement(ink as HTMLElement);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows every pane as a section in scroll-spy mode', () => {
    render(<Fruit scrollSpy />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(4);
    expect(screen.getByText('Pear pane')).toBeVisible();
  });

  it('reports the section where a scroll comes to rest, even one started during a tab jump', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // A page that goes on below the tabs' sections: the scroll does not end at its bottom.
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    render(<Fruit scrollSpy />);
    // Apple, Pear, Fig and Plum: Pear's section sits under the tabs.
    const tops = [-400, 0, 400, 800];
    screen.getAllByRole('tabpanel').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(scrollTo).toHaveBeenCalled();
    // The reader scrolls while the tab's smooth scroll still runs: the tabs hold...
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    // ...and follow the section in view once the scroll ends.
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a tapped last section once the scroll to it ends at the bottom, short as it is', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(1200);
    render(<Fruit scrollSpy />);
    // The page's end: Plum's short section stays below the tabs, Fig's sits under them.
    const tops = [-800, -400, 0, 300];
    screen.getAllByRole('tabpanel').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    act(() => {
      window.scrollY = 1200 - window.innerHeight;
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scrollend'));
    });
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    // The reader's own scroll afterwards is followed again.
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tab', { name: 'Fig' })).toHaveAttribute('aria-selected', 'true');
    window.scrollY = 0;
  });

  it('in scroll-spy mode, jumps to the section of the tab it starts on, unless the first', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // The sections, as the page loads, by their text: they start below a 100 px banner.
    const tops: Record<string, number> = {
      'Apple pane': 100,
      'Pear pane': 500,
      'Fig pane': 900,
      'Plum pane': 1300,
    };
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = tops[this.textContent ?? ''];
      return this.getAttribute('role') === 'tabpanel' ? ({ top } as DOMRect) : rect.call(this);
    });
    const { unmount } = render(<Fruit scrollSpy />);
    expect(scrollTo).not.toHaveBeenCalled();
    unmount();
    render(<Fruit scrollSpy defaultActiveKey="plum" />);
    expect(scrollTo.mock.calls).toEqual([[{ top: 1300, behavior: 'instant' }]]);
  });

  it('in scroll-spy mode, glides to the section of an activeKey the parent changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onChange = vi.fn();
    const { rerender } = render(<Fruit scrollSpy activeKey="apple" onChange={onChange} />);
    // Pear's section sits under the tabs as Plum's scroll passes it, and reports nothing.
    const tops = [-400, 0, 400, 800];
    screen.getAllByRole('tabpanel').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    rerender(<Fruit scrollSpy activeKey="plum" onChange={onChange} />);
    expect(scrollTo.mock.calls).toEqual([[{ top: 800, behavior: 'smooth' }]]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in scroll-spy mode, does not scroll again to a tab a controlling parent takes from the spy or a tap', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function Controlled() {
      const [key, setKey] = useState('apple');
      return <Fruit scrollSpy activeKey={key} onChange={setKey} />;
    }
    render(<Controlled />);
    const tops = [-400, 0, 400, 800];
    screen.getAllByRole('tabpanel').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('sticks the tab list only when sticky, stickyOffset below the top, set in the browser only', async () => {
    const { html, errors } = await hydrate(<Fruit sticky stickyOffset={46} />);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');

    const { rerender } = render(<Fruit sticky stickyOffset={46} />);
    const header = screen.getByRole('tablist').parentElement!;
    expect(header).toHaveClass(styles.sticky);
    expect(header.style.getPropertyValue('--tm-tabs-sticky-top')).toBe('46px');
    rerender(<Fruit sticky />);
    expect(header.style.getPropertyValue('--tm-tabs-sticky-top')).toBe('');
    rerender(<Fruit />);
    expect(header).not.toHaveClass(styles.sticky);
  });

  it('in scroll-spy mode, counts stickyOffset and the tab list as covering the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<Fruit scrollSpy stickyOffset={46} />);
    const header = screen.getByRole('tablist').parentElement!;
    expect(header).toHaveClass(styles.sticky);
    vi.spyOn(header, 'offsetHeight', 'get').mockReturnValue(44);
    // Apple, Pear, Fig and Plum. Under a 46 px bar and the 44 px tabs, the page shows from 90 px:
    // Pear's section has reached that line, Fig's has not.
    const tops = [-400, 80, 400, 800];
    screen.getAllByRole('tabpanel').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
    // A tab brings its section to that line, not under the bar.
    await userEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 800 - 90 }));
  });

  it('warns about tabs without keys and other children', () => {
    expectConsole('warn', 'each Tabs.Tab needs a unique key');
    expectConsole('warn', 'children must be Tabs.Tab elements');
    render(
      <Tabs>
        <Tabs.Tab title="No key" />
        <span>stray</span>
        <Tabs.Tab key="ok" title="Kept" />
      </Tabs>,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });
});

describe('Tabs swiping', () => {
  /** jsdom has no layout: the panes are 300 px wide. */
  beforeEach(() => void vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300));

  /** A slow one-finger drag on the panes by `dx` px, at known times so its speed is known. */
  function swipe(dx: number) {
    const pane = screen.getByRole('tabpanel');
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number, x?: number) => {
      const touches = x === undefined ? [] : [{ clientX: x, clientY: 100 }];
      const event = createEvent[type](pane, { touches });
      Object.defineProperty(event, 'timeStamp', { value: at });
      fireEvent(pane, event);
    };
    touch('touchStart', 0, 200);
    [0.25, 0.5, 0.75, 1].forEach((f, i) => touch('touchMove', (i + 1) * 100, 200 + dx * f));
    touch('touchEnd', 410);
  }
  /** The element that slides the panes sideways. */
  const track = () => screen.getByRole('tabpanel').parentElement!;

  it('moves to the next pane on a swipe the tabs take', async () => {
    render(<Fruit swipeable />);
    swipe(-150);
    await act(async () => {});
    expect(screen.getByRole('tab', { name: /Pear/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pear pane');
    expect(track().style.transform).toBe('');
  });

  it('springs back to the active pane when a controlling parent keeps activeKey', async () => {
    const onChange = vi.fn();
    render(<Fruit swipeable activeKey="apple" onChange={onChange} />);
    swipe(-150);
    await act(async () => {});
    expect(onChange).toHaveBeenCalledWith('pear');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    // Only the active pane shows, with the track at rest under it.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Apple pane');
    expect(track().style.transform).toBe('');
  });

  it('springs back when beforeChange allows a swipe that the parent then keeps out', async () => {
    render(<Fruit swipeable activeKey="apple" beforeChange={async () => true} />);
    swipe(-150);
    await act(async () => {});
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Apple pane');
    expect(track().style.transform).toBe('');
  });

  it('springs back when an async beforeChange refuses', async () => {
    render(<Fruit swipeable beforeChange={async () => false} />);
    swipe(-150);
    await act(async () => {});
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Apple pane');
    expect(track().style.transform).toBe('');
  });
});

describe('Tabs keyboard with beforeChange', () => {
  /** The tabs with tabindex 0: once answered, exactly one, the focused one. */
  const tabStops = () =>
    screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0');

  it('leaves focus on the tab asked for while asking, and returns it on a refusal', async () => {
    let answer: (value: boolean) => void = () => {};
    const beforeChange = () => new Promise<boolean>((resolve) => (answer = resolve));
    render(<Fruit beforeChange={beforeChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const apple = screen.getByRole('tab', { name: 'Apple' });
    const pear = screen.getByRole('tab', { name: /Pear/ });
    expect(pear).toHaveFocus();
    expect(apple).toHaveAttribute('aria-selected', 'true');
    await act(async () => answer(false));
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(apple).toHaveFocus();
    expect(tabStops()).toEqual([apple]);
  });

  it('selects the focused tab when beforeChange allows it, and a later key wins', async () => {
    const answers: Array<(value: boolean) => void> = [];
    const beforeChange = () => new Promise<boolean>((resolve) => answers.push(resolve));
    render(<Fruit beforeChange={beforeChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const plum = screen.getByRole('tab', { name: 'Plum' });
    expect(plum).toHaveFocus();
    await act(async () => answers[0]!(true));
    expect(plum).toHaveFocus();
    await act(async () => answers[1]!(true));
    expect(plum).toHaveAttribute('aria-selected', 'true');
    expect(plum).toHaveFocus();
    expect(tabStops()).toEqual([plum]);
  });

  it('returns focus to the selected tab when a controlling parent keeps activeKey', async () => {
    render(<Fruit activeKey="apple" onChange={() => {}} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await act(async () => {});
    const apple = screen.getByRole('tab', { name: 'Apple' });
    expect(apple).toHaveFocus();
    expect(tabStops()).toEqual([apple]);
  });
});

describe('Tabs edge fades', () => {
  /** jsdom has no layout: a 300 px row whose tabs take `content` px. */
  function row(content: number) {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  }
  /** Tabs named by `titles`, keyed by their titles. */
  function Named({ titles, active }: { titles: string[]; active?: string }) {
    return (
      <Tabs aria-label="Fruit" stretch={false} defaultActiveKey={active}>
        {titles.map((title) => (
          <Tabs.Tab key={title} title={title} />
        ))}
      </Tabs>
    );
  }

  it('fade when tabs are added beyond the edge, and stop when they go, without a resize', async () => {
    row(300);
    const { rerender } = render(<Named titles={['Apple', 'Pear']} />);
    const list = screen.getByRole('tablist');
    expect(list).not.toHaveAttribute('data-fade');
    row(500);
    rerender(<Named titles={['Apple', 'Pear', 'Plum', 'Quince', 'Medlar']} />);
    await act(async () => {});
    expect(list).toHaveAttribute('data-fade', 'end');
    row(300);
    rerender(<Named titles={['Apple', 'Pear']} />);
    await act(async () => {});
    expect(list).not.toHaveAttribute('data-fade');
  });

  it('fade once a late web font widens the titles past the edge', () => {
    const fonts = new EventTarget();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    try {
      row(300);
      render(<Named titles={['Apple', 'Pear', 'Plum']} />);
      const list = screen.getByRole('tablist');
      expect(list).not.toHaveAttribute('data-fade');
      row(340);
      act(() => void fonts.dispatchEvent(new Event('loadingdone')));
      expect(list).toHaveAttribute('data-fade', 'end');
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it('scrolls the active tab back into view when tabs are added before it', async () => {
    row(300);
    const { rerender } = render(<Named titles={['Apple', 'Plum']} active="Plum" />);
    const list = screen.getByRole('tablist');
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy;
    // The tabs put in front push Plum to 500-560 px of a row showing 0-300 px.
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 300 } as DOMRect);
    vi.spyOn(screen.getByRole('tab', { name: 'Plum' }), 'getBoundingClientRect').mockReturnValue({
      left: 500,
      width: 60,
    } as DOMRect);
    rerender(<Named titles={['Quince', 'Medlar', 'Apple', 'Plum']} active="Plum" />);
    await act(async () => {});
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 380 }));
  });
});

describeBasics('Tabs', () => <Fruit />);
