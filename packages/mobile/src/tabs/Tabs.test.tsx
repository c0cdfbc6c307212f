import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describeBasics('Tabs', () => <Fruit />);
