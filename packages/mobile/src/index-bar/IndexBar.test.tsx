import { StrictMode, createRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { hydrate } from '../test-utils/ssr';
import { IndexBar, type IndexBarRef } from './IndexBar';
import { indexAt, sliderKey } from './scrub';

function Contacts(props: Partial<React.ComponentProps<typeof IndexBar>>) {
  return (
    // The list scrolls inside a box, as in a Popup: the index finds it as its scroll parent.
    <div data-testid="scroller" style={{ overflowY: 'auto', height: 200 }}>
      <IndexBar {...props}>
        <IndexBar.Panel key="A" title="A">
          Ada
        </IndexBar.Panel>
        <IndexBar.Panel key="B" title="B">
          Ben
        </IndexBar.Panel>
        <IndexBar.Panel key="C" brief="C" title="C names">
          Cleo
        </IndexBar.Panel>
      </IndexBar>
    </div>
  );
}

function mockScrollTo() {
  const scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  onTestFinished(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  });
  return scrollTo;
}

describe('IndexBar', () => {
  it('shows panels with titles and the index as one vertical slider over the letters', () => {
    render(<Contacts />);
    const index = screen.getByRole('slider', { name: 'Index' });
    expect(index).toHaveAttribute('aria-orientation', 'vertical');
    expect(index).toHaveAttribute('aria-valuetext', 'A');
    expect(index).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByRole('region', { name: 'C' })).toHaveTextContent('C names');
  });

  it('moves by keyboard, scrolling its scroll container to the panel and reporting it', async () => {
    const scrollTo = mockScrollTo();
    const onIndexChange = vi.fn();
    render(<Contacts onIndexChange={onIndexChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByTestId('scroller'));
    expect(onIndexChange).toHaveBeenCalledWith('C');
    const index = screen.getByRole('slider', { name: 'Index' });
    expect(index).toHaveAttribute('aria-valuetext', 'C');
    await userEvent.keyboard('{ArrowUp}');
    expect(index).toHaveAttribute('aria-valuetext', 'B');
  });

  it('scrolls from its ref', () => {
    const scrollTo = mockScrollTo();
    const ref = createRef<IndexBarRef>();
    render(<Contacts ref={ref} />);
    act(() => ref.current?.scrollTo('B'));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'B');
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});

describe('IndexBar reporting', () => {
  it('reports each change once under StrictMode', async () => {
    mockScrollTo();
    const onIndexChange = vi.fn();
    render(
      <StrictMode>
        <Contacts onIndexChange={onIndexChange} />
      </StrictMode>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}');
    expect(onIndexChange.mock.calls).toEqual([['C'], ['B'], ['A']]);
  });

  it('lets the parent set its state on a change without a render warning', async () => {
    mockScrollTo();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => error.mockRestore());
    function Page() {
      const [index, setIndex] = useState('A');
      return (
        <>
          <output>{index}</output>
          <Contacts onIndexChange={setIndex} />
        </>
      );
    }
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('B');
    expect(error).not.toHaveBeenCalled();
  });

  it('takes the panel now at the top when the current one is removed, and reports it', async () => {
    mockScrollTo();
    const ref = createRef<IndexBarRef>();
    const onIndexChange = vi.fn();
    const list = (keys: string[]) => (
      <IndexBar ref={ref} onIndexChange={onIndexChange}>
        {keys.map((key) => (
          <IndexBar.Panel key={key}>{key} names</IndexBar.Panel>
        ))}
      </IndexBar>
    );
    const { rerender } = render(list(['A', 'B', 'C', 'D']));
    act(() => ref.current?.scrollTo('C'));
    expect(onIndexChange).toHaveBeenLastCalledWith('C');
    // Without C, the end of B is at the top of the window and D below it.
    const tops: Record<string, number> = { A: -900, B: -200, D: 300 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: tops[this.getAttribute('aria-label') ?? ''] ?? 0 } as DOMRect;
    });
    rerender(list(['A', 'B', 'D']));
    const index = screen.getByRole('slider', { name: 'Index' });
    expect(index).toHaveAttribute('aria-valuetext', 'B');
    expect(index).toHaveAttribute('aria-valuenow', '1');
    expect(index.querySelector('[data-current]')).toHaveTextContent('B');
    expect(onIndexChange).toHaveBeenLastCalledWith('B');
    // Putting C back does not bring the removed index back as current.
    rerender(list(['A', 'B', 'C', 'D']));
    expect(index).toHaveAttribute('aria-valuetext', 'B');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(index).toHaveAttribute('aria-valuetext', 'C');
  });

  it('takes the first panel when the panels arrive after it mounted, and reports nothing', () => {
    const onIndexChange = vi.fn();
    const list = (keys: string[]) => (
      <IndexBar onIndexChange={onIndexChange}>
        {keys.map((key) => (
          <IndexBar.Panel key={key}>{key} names</IndexBar.Panel>
        ))}
      </IndexBar>
    );
    const { rerender } = render(list([]));
    rerender(list(['A', 'B']));
    expect(screen.getByRole('slider', { name: 'Index' })).toHaveAttribute('aria-valuetext', 'A');
    expect(onIndexChange).not.toHaveBeenCalled();
  });
});

describe('IndexBar under a fixed bar (stickyOffsetTop)', () => {
  /** The scroller's top is at 100 px; A, B and C start at these tops while it rests at 200. */
  function layout(tops: readonly number[]) {
    const scroller = screen.getByTestId('scroller');
    vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    scroller.scrollTop = 200;
    screen.getAllByRole('region').forEach((panel, i) => {
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: tops[i] } as DOMRect);
    });
    return scroller;
  }

  it('scrolls a panel to just below the bar, not under it', async () => {
    const scrollTo = mockScrollTo();
    render(<Contacts stickyOffsetTop={46} />);
    layout([-300, 150, 400]);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // C is 300 px below the scroller's top; it stops 46 px below it.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 200 + 300 - 46, behavior: 'auto' });
  });

  it('reports the panel that reaches the bar as the list scrolls', () => {
    const onIndexChange = vi.fn();
    render(<Contacts stickyOffsetTop={46} onIndexChange={onIndexChange} />);
    // B's top, 40 px into the scroller, is under the 46 px bar: B is the panel at the top.
    const scroller = layout([-300, 140, 400]);
    act(() => void scroller.dispatchEvent(new Event('scroll')));
    expect(onIndexChange).toHaveBeenLastCalledWith('B');
    expect(screen.getByRole('slider', { name: 'Index' })).toHaveAttribute('aria-valuetext', 'B');
  });

  it('moves the sticky titles down by the offset in the browser, with no style in server HTML', async () => {
    const { html, errors } = await hydrate(<Contacts stickyOffsetTop={46} />);
    expect(errors).toEqual([]);
    expect(html).not.toMatch(/--tm-index-bar-top/);
    const { container } = render(<Contacts stickyOffsetTop={46} />);
    const root = container.querySelector('section')!.parentElement!;
    expect(root.style.getPropertyValue('--tm-index-bar-top')).toBe('46px');
  });
});

describe('indexAt', () => {
  it.each([
    [0, 100, 5, 0],
    [19.9, 100, 5, 0],
    [20, 100, 5, 1],
    [99, 100, 5, 4],
    [150, 100, 5, 4],
    [-30, 100, 5, 0],
    [10, 0, 5, 0],
  ])('y %d in %d px of %d rows is row %d', (y, height, count, expected) => {
    expect(indexAt(y, height, count)).toBe(expected);
  });
});

describe('sliderKey', () => {
  it.each([
    ['ArrowDown', 1, 2],
    ['ArrowDown', 4, 4],
    ['ArrowUp', 0, 0],
    ['ArrowLeft', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 1, undefined],
  ])('%s from %d in 5 rows goes to %s', (key, from, expected) => {
    expect(sliderKey(key, from, 5)).toBe(expected);
  });
});

describeBasics('IndexBar', () => (
  <IndexBar>
    <IndexBar.Panel key="A">Ada</IndexBar.Panel>
    <IndexBar.Panel key="B">Ben</IndexBar.Panel>
  </IndexBar>
));
