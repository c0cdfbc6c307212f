/**
 * title: Buttons, a counter and two slides in a loop
 * description: A ref moves the swiper from buttons, and the indicator is a counter of your own. Two slides still loop, the other one coming in from whichever side you swipe.
 * keywords: [ref, swipeTo, swipeNext, swipePrev, indicator, two slides, onIndexChange]
 */
import { Button, Flex, Swiper, type SwiperRef } from '@tessera/mobile';
import { useRef, useState } from 'react';

const slides = [
  { name: 'Morning', colour: '#0958d9' },
  { name: 'Evening', colour: '#c41d7f' },
];

export default function Controls() {
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  return (
    <Flex direction="column" gap="m">
      <Swiper
        ref={swiper}
        loop
        aria-label="Times of day"
        onIndexChange={setIndex}
        indicator={(total, current) => (
          <span aria-hidden>
            {current + 1} / {total}
          </span>
        )}
      >
        {slides.map(({ name, colour }) => (
          <Swiper.Item key={name}>
            <svg display="block" width="100%" height="160" role="img" aria-label={name}>
              <rect width="100%" height="100%" fill={colour} />
              <text x="50%" y="50%" fill="#fff" fontSize="24" textAnchor="middle" dy="8">
                {name}
              </text>
            </svg>
          </Swiper.Item>
        ))}
      </Swiper>
      <Flex gap="s" wrap>
        <Button size="small" onClick={() => swiper.current?.swipePrev()}>
          Previous
        </Button>
        <Button size="small" onClick={() => swiper.current?.swipeNext()}>
          Next
        </Button>
        <Button size="small" onClick={() => swiper.current?.swipeTo(0)}>
          Back to the first
        </Button>
      </Flex>
      <p>Showing {slides[index]?.name}</p>
    </Flex>
  );
}
