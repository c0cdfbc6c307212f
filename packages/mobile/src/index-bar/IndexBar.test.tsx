import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
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
