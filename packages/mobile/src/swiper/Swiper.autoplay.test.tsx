import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { carousel, currentSlide, mockSwiperLayout, Slides } from './Swiper.fixtures';

beforeEach(mockSwiperLayout);

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
