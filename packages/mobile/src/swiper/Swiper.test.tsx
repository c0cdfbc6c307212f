import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useEffect, useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { SwipeAction } from '../swipe-action/SwipeAction';
import { Tabs } from '../tabs/Tabs';
import { Swiper, type SwiperProps, type SwiperRef } from './Swiper';

const colours = ['Red', 'Green', 'Blue', 'Gold', 'Pink'];

function Slides({
  count = 5,
  ...props
}: SwiperProps & { count?: number; ref?: React.Ref<SwiperRef> }) {
  return (
    <Swiper {...props}>
      {colours.slice(0, count).map((colour) => (
        <Swiper.Item key={colour}>
          <p>{colour}</p>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}

const carousel = () => screen.getByRole('region', { name: 'Carousel' });
const announced = () => carousel().querySelector('[aria-live]')!.textContent;
const currentSlide = () =>
  screen.getAllByRole('group').find((slide) => !slide.hasAttribute('inert'))!;

/** A touch event at a given time, so the gesture core reads a known speed. */
function touch(target: Element, type: string, at: number, point?: { x: number; y: number }) {
  const touches = point ? [{ clientX: point.x, clientY: point.y }] : [];
  const event = createEvent[type as 'touchStart'](target, { touches });
  Object.defineProperty(event, 'timeStamp', { value: at });
  fireEvent(target, event);
}

/** A touch drag on the track by dx, dy px in four moves, `stepMs` apart (slow by default). */
function swipe(dx: number, dy = 0, stepMs = 100) {
  const track = carousel().firstElementChild!;
  touch(track, 'touchStart', 0, { x: 200, y: 100 });
  [0.25, 0.5, 0.75, 1].forEach((f, i) =>
    touch(track, 'touchMove', (i + 1) * stepMs, { x: 200 + dx * f, y: 100 + dy * f }),
  );
  touch(track, 'touchEnd', 4 * stepMs + 10);
}

/** The same with a mouse (jsdom has no PointerEvent: a MouseEvent with a pointer type). */
function pointer(target: EventTarget, type: string, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY: 50 });
  fireEvent(target as Element, Object.assign(event, { pointerType: 'mouse' }));
}

beforeEach(() => {
  // jsdom has no layout: the swiper is 300 px wide and 200 px tall.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
});

describe('Swiper', () => {
  it('is a carousel of labelled slides; only the current one is reachable', () => {
    render(<Slides />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent('Red');
    expect(announced()).toBe('Slide 1 of 5');
    // The dots do not repeat what the live region says.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('moves with the arrow keys and says where it is', async () => {
    const onIndexChange = vi.fn();
    render(<Slides onIndexChange={onIndexChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(carousel()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toHaveTextContent('Blue');
    expect(announced()).toBe('Slide 3 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [1]]);
    await user.keyboard('{ArrowRight>4/}');
    expect(currentSlide()).toHaveTextContent('Pink');
    await user.keyboard('{ArrowDown}');
    expect(currentSlide()).toHaveTextContent('Pink');
  });

  it('goes up and down when vertical', async () => {
    render(<Slides direction="vertical" />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(currentSlide()).toHaveTextContent('Green');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(0, -150);
    expect(currentSlide()).toHaveTextContent('Blue');
  });

  it('flicks to the next slide on a short fast swipe', () => {
    render(<Slides />);
    swipe(-40, 0, 10);
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(40, 0, 10);
    expect(currentSlide()).toHaveTextContent('Red');
  });

  it('follows a horizontal swipe past half a slide and ignores a vertical one', () => {
    render(<Slides />);
    swipe(-100);
    expect(currentSlide()).toHaveTextContent('Red');
    swipe(-180);
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(10, 200);
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(200);
    expect(currentSlide()).toHaveTextContent('Red');
    swipe(200);
    expect(currentSlide()).toHaveTextContent('Red');
  });

  it('keeps a handled drag from swipeable parents but lets vertical drags through', () => {
    const parentMoves = vi.fn();
    const { container } = render(<Slides />);
    container.addEventListener('touchmove', parentMoves);
    swipe(-180);
    expect(parentMoves).not.toHaveBeenCalled();
    parentMoves.mockClear();
    swipe(0, 180);
    expect(parentMoves).toHaveBeenCalledTimes(4);
  });

  it('wraps round in a loop, also with two slides, and reports the wrap', () => {
    const onIndexChange = vi.fn();
    const ref = createRef<SwiperRef>();
    render(<Slides ref={ref} count={2} loop onIndexChange={onIndexChange} />);
    act(() => ref.current!.swipePrev());
    expect(currentSlide()).toHaveTextContent('Green');
    act(() => ref.current!.swipeNext());
    expect(currentSlide()).toHaveTextContent('Red');
    swipe(180);
    expect(currentSlide()).toHaveTextContent('Green');
    expect(onIndexChange.mock.calls).toEqual([[1], [0], [1]]);
  });

  it('moves by its ref, shortest way round in a loop, clamped without one', () => {
    const ref = createRef<SwiperRef>();
    const { rerender } = render(<Slides ref={ref} />);
    act(() => ref.current!.swipeTo(3));
    expect(currentSlide()).toHaveTextContent('Gold');
    act(() => ref.current!.swipeTo(9));
    expect(currentSlide()).toHaveTextContent('Pink');
    act(() => ref.current!.swipePrev());
    expect(currentSlide()).toHaveTextContent('Gold');
    rerender(<Slides ref={ref} loop />);
    act(() => ref.current!.swipeTo(0));
    expect(currentSlide()).toHaveTextContent('Red');
  });

  it('renders only the current slide and its neighbours when lazy', async () => {
    render(<Slides lazy loop />);
    expect(screen.queryByText('Red')).not.toBeNull();
    expect(screen.queryByText('Green')).not.toBeNull();
    expect(screen.queryByText('Pink')).not.toBeNull();
    expect(screen.queryByText('Blue')).toBeNull();
    expect(screen.queryByText('Gold')).toBeNull();
    act(() => carousel().focus());
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(screen.queryByText('Blue')).not.toBeNull();
    expect(screen.queryByText('Pink')).toBeNull();
  });

  it('draws a custom indicator, or none', () => {
    const { rerender } = render(
      <Slides indicator={(total, current) => `${current + 1}/${total}`} />,
    );
    expect(carousel()).toHaveTextContent('1/5');
    rerender(<Slides indicator={false} />);
    expect(carousel()).not.toHaveTextContent('1/5');
  });

  it('does not count a drag as a tap on a slide', () => {
    const onClick = vi.fn();
    render(
      <Swiper>
        <Swiper.Item onClick={onClick}>One</Swiper.Item>
        <Swiper.Item>Two</Swiper.Item>
      </Swiper>,
    );
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const track = carousel().firstElementChild!;
    pointer(track, 'pointerdown', 200);
    pointer(window, 'pointermove', 150);
    pointer(window, 'pointermove', 20);
    pointer(window, 'pointerup', 20);
    fireEvent.click(screen.getByText('One'));
    expect(onClick).not.toHaveBeenCalled();
    expect(currentSlide()).toHaveTextContent('Two');
    // A click that comes later is a tap.
    now.mockReturnValue(1500);
    fireEvent.click(screen.getByText('One'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('warns about text children and bad sizes, and keeps working', () => {
    expectConsole('warn', 'Swiper: text children are ignored.');
    expectConsole('warn', 'Swiper: slideSize 140 or trackOffset 0 is not a percentage.');
    render(
      <Swiper slideSize={140}>
        <Swiper.Item>One</Swiper.Item>
        Stray
      </Swiper>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByText('Stray')).toBeNull();
  });

  it('sets sizes and positions only after mounting, and shows the first slide without them', async () => {
    const { html, errors } = await hydrate(<Slides loop slideSize={80} trackOffset={10} />);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
    render(<Slides slideSize={80} trackOffset={10} />);
    const track = carousel().firstElementChild as HTMLElement;
    expect(track.style.getPropertyValue('--tm-swiper-slide-size')).toBe('80%');
    expect(track.style.transform).toBe('translateX(10%)');
    act(() => carousel().focus());
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(track.style.transform).toBe('translateX(-70%)');
  });
});

// Issue 17: a drag goes to the innermost swipeable that can move, for fingers and mice alike.
describe('Swiper inside swipeable parents', () => {
  /** A mouse drag on the track by dx px, in four moves heard on the window. */
  function mouseSwipe(dx: number) {
    const track = carousel().firstElementChild!;
    pointer(track, 'pointerdown', 200);
    [0.25, 0.5, 0.75, 1].forEach((f) => pointer(window, 'pointermove', 200 + dx * f));
    pointer(window, 'pointerup', 200 + dx);
  }
  /** Lets a tab change asked for on release (a Promise) settle. */
  const settle = () => act(async () => {});
  const selectedTab = () => screen.getByRole('tab', { selected: true });

  function Week() {
    return (
      <Tabs aria-label="Days" swipeable defaultActiveKey="tue">
        <Tabs.Tab key="mon" title="Mon">
          Monday
        </Tabs.Tab>
        <Tabs.Tab key="tue" title="Tue">
          <Slides count={3} />
        </Tabs.Tab>
        <Tabs.Tab key="wed" title="Wed">
          Wednesday
        </Tabs.Tab>
      </Tabs>
    );
  }

  it('in swipeable Tabs, a touch or mouse drag moves the swiper and leaves the tab', async () => {
    render(<Week />);
    swipe(-180);
    await settle();
    expect(announced()).toBe('Slide 2 of 3');
    expect(selectedTab()).toHaveTextContent('Tue');
    mouseSwipe(-180);
    await settle();
    expect(announced()).toBe('Slide 3 of 3');
    expect(selectedTab()).toHaveTextContent('Tue');
    mouseSwipe(180);
    await settle();
    expect(announced()).toBe('Slide 2 of 3');
    expect(selectedTab()).toHaveTextContent('Tue');
  });

  it('hands a drag past its first or last slide to the tabs', async () => {
    render(<Week />);
    swipe(180);
    await settle();
    expect(selectedTab()).toHaveTextContent('Mon');

    fireEvent.click(screen.getByRole('tab', { name: 'Tue' }));
    swipe(-180);
    swipe(-180);
    await settle();
    expect(announced()).toBe('Slide 3 of 3');
    expect(selectedTab()).toHaveTextContent('Tue');
    mouseSwipe(-180);
    await settle();
    expect(selectedTab()).toHaveTextContent('Wed');
  });

  it('in a SwipeAction row, moves alone until its last slide, then opens the row', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === 'Actions' ? 140 : 300;
    });
    const { container } = render(
      <SwipeAction endActions={[{ key: 'delete', text: 'Delete', color: 'danger' }]}>
        <Slides count={2} />
      </SwipeAction>,
    );
    const row = () => container.querySelector('[data-state]')!;
    mouseSwipe(-180);
    expect(announced()).toBe('Slide 2 of 2');
    expect(row()).toHaveAttribute('data-state', 'closed');
    swipe(-180);
    expect(row()).toHaveAttribute('data-state', 'open');
    expect(announced()).toBe('Slide 2 of 2');
  });
});

describe('Swiper autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // In steps, so each timer the component sets after a render gets its turn.
  const wait = (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) act(() => vi.advanceTimersByTime(100));
  };

  it('advances on its interval, back to the first after the last, and pauses on touch', () => {
    render(<Slides count={3} autoplay autoplayInterval={1000} />);
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    wait(1000);
    expect(currentSlide()).toHaveTextContent('Green');
    wait(2000);
    expect(currentSlide()).toHaveTextContent('Red');
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 1, clientY: 1 }] });
    wait(3000);
    expect(currentSlide()).toHaveTextContent('Red');
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.touchEnd(carousel(), { touches: [] });
    wait(1000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('pauses while the page is hidden and while focus is inside', () => {
    render(<Slides autoplay autoplayInterval={1000} />);
    const visibility = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(5000);
    expect(currentSlide()).toHaveTextContent('Red');
    visibility.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(1000);
    expect(currentSlide()).toHaveTextContent('Green');
    act(() => carousel().focus());
    wait(5000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('stays still under reduced motion', () => {
    const matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal('matchMedia', matchMedia);
    render(<Slides autoplay autoplayInterval={1000} />);
    wait(5000);
    expect(currentSlide()).toHaveTextContent('Red');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    vi.unstubAllGlobals();
  });

  it('starts when slides arrive after the first render', () => {
    function Later() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        const timer = setTimeout(() => setCount(3), 500);
        return () => clearTimeout(timer);
      }, []);
      return <Slides count={count} autoplay autoplayInterval={1000} loop />;
    }
    render(<Later />);
    wait(500);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    wait(1000);
    expect(currentSlide()).toHaveTextContent('Green');
    wait(2000);
    expect(currentSlide()).toHaveTextContent('Red');
    expect(within(carousel()).getByText('Slide 1 of 3')).toBeInTheDocument();
  });
});

describeBasics('Swiper', () => <Slides />);
