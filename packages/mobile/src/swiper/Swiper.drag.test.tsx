import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { SwipeAction } from '../swipe-action/SwipeAction';
import { Tabs } from '../tabs/Tabs';
import { Swiper, type SwiperRef } from './Swiper';
import {
  announced,
  carousel,
  currentSlide,
  mockSwiperLayout,
  pointer,
  Slides,
  swipe,
} from './Swiper.fixtures';

beforeEach(mockSwiperLayout);

describe('Swiper drags', () => {
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

  it('mirrors the keys and drags in right-to-left layouts, where the next slide is on the left', async () => {
    render(
      <div dir="rtl">
        <Slides />
      </div>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveTextContent('Green');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveTextContent('Red');
    // A finger moving right brings in the slide on the left: the next one.
    swipe(180);
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(-180);
    expect(currentSlide()).toHaveTextContent('Red');
    // At the first slide nothing lies on the right: a drag that way resists and springs back.
    swipe(-180);
    expect(currentSlide()).toHaveTextContent('Red');
  });

  it('keeps its vertical keys and drags in right-to-left layouts', async () => {
    render(
      <div dir="rtl">
        <Slides direction="vertical" />
      </div>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
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
