import { type CSSProperties, type ReactElement, type RefCallback } from 'react';
import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { swiper as english } from '../locale/en-US/swiper';
import { inertUnless } from '../internal/inert';
import { useMounted } from '../internal/useMounted';
import * as styles from './Swiper.css';
import { isNearView, lapOf, trackPercent } from './swiperMath';

interface SwiperTrackProps {
  trackRef: RefCallback<HTMLElement>;
  slides: ReactElement[];
  /** Where the track is, in slides: fractional while dragged. */
  shown: number;
  /** The last direction moved, +1 or -1. */
  heading: number;
  dragging: boolean;
  current: number;
  vertical: boolean;
  slideSize: number;
  trackOffset: number;
  loop: boolean;
  /** The track stops at the first and last slides (`stuckAtBoundary` without `loop`). */
  stuck: boolean;
  lazy: boolean;
}

/** The track and its slides, placed where the swiper is; only the current slide is reachable. */
export function SwiperTrack({
  trackRef,
  slides,
  shown,
  heading,
  dragging,
  current,
  vertical,
  slideSize,
  trackOffset,
  loop,
  stuck,
  lazy,
}: SwiperTrackProps) {
  const texts = useLocaleTexts('swiper', english);
  const mounted = useMounted();
  const count = slides.length;

  // At rest, a tie (the other of two looping slides) goes to the side the track came from.
  const reference = dragging ? shown : shown - heading * 0.01;
  // Positions and sizes are set only once mounted: the server HTML carries no style attribute
  // and shows the first slide by the CSS defaults alone.
  const move = (percent: number) =>
    `translate${vertical ? 'Y' : 'X'}(calc(${percent}%*${styles.sign}))`;
  const trackAt = trackPercent(shown, count, slideSize, trackOffset, stuck);
  const trackStyle = mounted
    ? ({
        transform: move(trackAt),
        transition: dragging ? 'none' : undefined,
        '--tm-swiper-slide-size': slideSize < 100 ? `${slideSize}%` : undefined,
      } as CSSProperties)
    : undefined;

  return (
    <div ref={trackRef} className={styles.track} style={trackStyle}>
      {slides.map((item, index) => {
        const lap = loop ? lapOf(index, reference, count) * count : 0;
        return (
          <div
            key={item.key ?? index}
            // Only the current slide can be reached by Tab and by screen readers.
            ref={inertUnless(index === current)}
            role="group"
            aria-roledescription="slide"
            aria-label={pageText(texts.slideLabel, index + 1, count)}
            className={styles.slide}
            // In a loop a slide moves whole laps ahead or behind, next to the current one.
            style={mounted && lap ? { transform: move(lap * 100) } : undefined}
          >
            {!lazy || isNearView(index + lap, trackAt, slideSize) ? item : null}
          </div>
        );
      })}
    </div>
  );
}
