import { act, fireEvent, render, screen } from '@testing-library/react';
import { announced, carousel, mockSwiperLayout, pointer, Slides } from './Swiper.fixtures';

beforeEach(mockSwiperLayout);

/** Where the track is, in percent of the swiper (before the layout's sign). */
const trackAt = () => {
  const track = carousel().firstElementChild as HTMLElement;
  return Number(/^translate[XY]\(calc\((-?[\d.]+)%/.exec(track.style.transform)![1]);
};

/** Presses an arrow key on the swiper, `times` times: Right moves to the next slide. */
function press(times = 1, key = 'ArrowRight') {
  act(() => carousel().focus());
  for (let i = 0; i < times; i++) fireEvent.keyDown(carousel(), { key });
}

describe('Swiper slides smaller than the swiper', () => {
  it('stops the track at the first and last slides, while the current slide moves on', () => {
    const onIndexChange = vi.fn();
    render(<Slides slideSize={40} onIndexChange={onIndexChange} />);
    expect(trackAt()).toBe(0);
    press();
    expect(trackAt()).toBe(-40);
    // Five slides of 40% end at 200%: the track goes no further than -100%.
    press();
    expect(trackAt()).toBe(-80);
    press(2);
    expect(trackAt()).toBe(-100);
    expect(announced()).toBe('Slide 5 of 5');
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [3], [4]]);
  });

  it('stops at the same places in right-to-left layouts, where the CSS flips the sign', () => {
    render(
      <div dir="rtl">
        <Slides slideSize={40} />
      </div>,
    );
    press(4, 'ArrowLeft');
    expect(announced()).toBe('Slide 5 of 5');
    expect(trackAt()).toBe(-100);
  });

  it('keeps trackOffset between the ends', () => {
    render(<Slides count={3} slideSize={60} trackOffset={20} />);
    expect(trackAt()).toBe(0);
    press();
    expect(trackAt()).toBe(-40);
    press();
    expect(trackAt()).toBe(-80);
  });

  it('still stretches past the first slide while dragged', () => {
    render(<Slides slideSize={40} />);
    pointer(carousel().firstElementChild!, 'pointerdown', 100);
    pointer(window, 'pointermove', 130);
    pointer(window, 'pointermove', 160);
    expect(trackAt()).toBeGreaterThan(0);
    expect(trackAt()).toBeLessThan(20);
    pointer(window, 'pointerup', 160);
    expect(trackAt()).toBe(0);
  });

  it('leaves the empty space without stuckAtBoundary, and in a loop', () => {
    const { rerender } = render(<Slides slideSize={40} trackOffset={30} stuckAtBoundary={false} />);
    expect(trackAt()).toBe(30);
    press(4);
    expect(trackAt()).toBe(-130);
    rerender(<Slides slideSize={40} trackOffset={30} loop />);
    expect(trackAt()).toBe(-130);
  });

  it('renders every slide on screen and one more on each side when lazy', () => {
    render(<Slides slideSize={40} lazy />);
    // 0–40%, 40–80% and 80–120% are on screen, 120–160% is next to them.
    expect(screen.queryByText('Blue')).not.toBeNull();
    expect(screen.queryByText('Gold')).not.toBeNull();
    expect(screen.queryByText('Pink')).toBeNull();
    press(4);
    expect(screen.queryByText('Green')).not.toBeNull();
    expect(screen.queryByText('Red')).toBeNull();
  });
});
