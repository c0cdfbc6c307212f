import { createEvent, fireEvent, screen } from '@testing-library/react';
import type { Ref } from 'react';
import { vi } from 'vitest';
import { Swiper, type SwiperProps, type SwiperRef } from './Swiper';

/** The slides of the Swiper tests: up to five, each named by its colour. */
const colours = ['Red', 'Green', 'Blue', 'Gold', 'Pink'];

export function Slides({
  count = 5,
  ...props
}: SwiperProps & { count?: number; ref?: Ref<SwiperRef> }) {
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

export const carousel = () => screen.getByRole('region', { name: 'Carousel' });
export const announced = () => carousel().querySelector('[aria-live]')!.textContent;
export const currentSlide = () =>
  screen.getAllByRole('group').find((slide) => !slide.hasAttribute('inert'))!;

/** A touch event at a given time, so the gesture core reads a known speed. */
function touch(target: Element, type: string, at: number, point?: { x: number; y: number }) {
  const touches = point ? [{ clientX: point.x, clientY: point.y }] : [];
  const event = createEvent[type as 'touchStart'](target, { touches });
  Object.defineProperty(event, 'timeStamp', { value: at });
  fireEvent(target, event);
}

/** A touch drag on the track by dx, dy px in four moves, `stepMs` apart (slow by default). */
export function swipe(dx: number, dy = 0, stepMs = 100) {
  const track = carousel().firstElementChild!;
  touch(track, 'touchStart', 0, { x: 200, y: 100 });
  [0.25, 0.5, 0.75, 1].forEach((f, i) =>
    touch(track, 'touchMove', (i + 1) * stepMs, { x: 200 + dx * f, y: 100 + dy * f }),
  );
  touch(track, 'touchEnd', 4 * stepMs + 10);
}

/** The same with a mouse (jsdom has no PointerEvent: a MouseEvent with a pointer type). */
export function pointer(target: EventTarget, type: string, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY: 50 });
  fireEvent(target as Element, Object.assign(event, { pointerType: 'mouse' }));
}

/** jsdom has no layout: the swiper is 300 px wide and 200 px tall. */
export function mockSwiperLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
}
