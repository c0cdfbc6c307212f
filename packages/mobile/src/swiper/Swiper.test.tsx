import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { hydrate } from '../test-utils/ssr';
import { Swiper, type SwiperRef } from './Swiper';
import { announced, carousel, currentSlide, mockSwiperLayout, Slides } from './Swiper.fixtures';

beforeEach(mockSwiperLayout);

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

  it('adds up ref calls made in one handler, from where the last one went', () => {
    const onIndexChange = vi.fn();
    const ref = createRef<SwiperRef>();
    const { rerender } = render(<Slides ref={ref} count={3} onIndexChange={onIndexChange} />);
    act(() => {
      ref.current!.swipeNext();
      ref.current!.swipeNext();
    });
    expect(currentSlide()).toHaveTextContent('Blue');
    act(() => {
      ref.current!.swipeNext();
      ref.current!.swipePrev();
      ref.current!.swipePrev();
    });
    // The first call stays on the last slide: the two others go back from there.
    expect(currentSlide()).toHaveTextContent('Red');
    act(() => {
      ref.current!.swipeTo(0);
      ref.current!.swipeNext();
    });
    expect(currentSlide()).toHaveTextContent('Green');
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [1], [0], [1]]);
    rerender(<Slides ref={ref} count={3} loop />);
    act(() => {
      ref.current!.swipeNext();
      ref.current!.swipeNext();
    });
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
    render(<Slides slideSize={80} trackOffset={10} stuckAtBoundary={false} />);
    const track = carousel().firstElementChild as HTMLElement;
    expect(track.style.getPropertyValue('--tm-swiper-slide-size')).toBe('80%');
    // Offsets are multiplied by the layout's sign: -1 in right-to-left layouts, from the CSS.
    expect(track.style.transform).toMatch(/^translateX\(calc\(10%\*var\(--[\w-]+, 1\)\)\)$/);
    act(() => carousel().focus());
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(track.style.transform).toMatch(/^translateX\(calc\(-70%\*var\(--[\w-]+, 1\)\)\)$/);
  });
});

describeBasics('Swiper', () => <Slides />);
