import {
  Children,
  forwardRef,
  isValidElement,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { swiper as english } from '../locale/en-US/swiper';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Swiper.css';
import { SwiperIndicator } from './SwiperIndicator';
import { SwiperItem } from './SwiperItem';
import { checkSizes } from './swiperMath';
import { SwiperTrack } from './SwiperTrack';
import { useAutoplay } from './useAutoplay';
import { useSwiperDrag } from './useSwiperDrag';
import { useSwiperPosition } from './useSwiperPosition';
import { warn } from '../internal/warn';

export interface SwiperRef {
  /** Moves to a slide (in a loop, the shortest way round). */
  swipeTo: (index: number) => void;
  /** Moves to the next slide (from the last to the first in a loop). */
  swipeNext: () => void;
  /** Moves to the previous slide. */
  swipePrev: () => void;
}

export interface SwiperProps extends NativeProps<'--tm-swiper-height' | '--tm-swiper-slide-size'> {
  /**
   * The slide shown first.
   * @defaultValue 0
   */
  defaultIndex?: number;
  /**
   * Slides run past the last one back to the first, and before the first to the last.
   * @defaultValue false
   */
  loop?: boolean;
  /**
   * Moves to the next slide every `autoplayInterval` ms. It pauses while a finger is on the
   * swiper or a drag runs, while focus is inside it, while the page is hidden and under reduced
   * motion.
   * @defaultValue false
   */
  autoplay?: boolean;
  /**
   * Time each slide stays with `autoplay`, in ms.
   * @defaultValue 3000
   */
  autoplayInterval?: number;
  /**
   * Slides move sideways or up and down; a vertical swiper needs a height (`--tm-swiper-height`).
   * @defaultValue 'horizontal'
   */
  direction?: 'horizontal' | 'vertical';
  /**
   * Size of a slide, as a percentage of the swiper, so neighbours can peek in.
   * @defaultValue 100
   */
  slideSize?: number;
  /**
   * How far the current slide sits from the start edge, as a percentage of the swiper.
   * @defaultValue 0
   */
  trackOffset?: number;
  /**
   * Without `loop`, the track stops where the first slide starts at the start edge and where the
   * last ends at the end edge, so no empty space shows past them when slides are smaller than the
   * swiper. The current slide and the indicator still move through every slide.
   * @defaultValue true
   */
  stuckAtBoundary?: boolean;
  /**
   * Slides follow a finger or mouse drag.
   * @defaultValue true
   */
  allowTouchMove?: boolean;
  /**
   * Renders the content of the slides on screen and of one more on each side only; farther
   * slides stay empty until they come near.
   * @defaultValue false
   */
  lazy?: boolean;
  /**
   * The indicator: `false` for none, or a function rendering one from the slide count and index.
   * Defaults to a PageIndicator.
   */
  indicator?: false | ((total: number, current: number) => ReactNode);
  /** Called when another slide becomes current, also when a loop wraps round. */
  onIndexChange?: (index: number) => void;
  /** The slides: `Swiper.Item` elements (any element is one slide). */
  children?: ReactNode;
}

/** The slides: every element child; anything else is dropped with a development warning. */
function slidesOf(children: ReactNode): ReactElement[] {
  const slides = Children.toArray(children).filter(isValidElement);
  if (slides.length !== Children.count(children)) {
    warn('Swiper', 'text children are ignored.');
  }
  return slides;
}

/**
 * A carousel of slides moved by swiping, the arrow keys or a timer. Only drags along its
 * direction move it; the others scroll the page, and a handled drag does not reach swipeable
 * parents (Tabs, SwipeAction).
 */
const SwiperRoot = forwardRef<SwiperRef, SwiperProps>(function Swiper(
  {
    defaultIndex = 0,
    loop = false,
    autoplay = false,
    autoplayInterval = 3000,
    direction = 'horizontal',
    slideSize: slideSizeProp = 100,
    trackOffset: trackOffsetProp = 0,
    stuckAtBoundary = true,
    allowTouchMove = true,
    lazy = false,
    indicator,
    onIndexChange,
    children,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('swiper', english);
  const slides = slidesOf(children);
  const count = slides.length;
  const vertical = direction === 'vertical';
  const [slideSize, trackOffset] = checkSizes(slideSizeProp, trackOffsetProp);
  const rootRef = useRef<HTMLDivElement>(null);
  const [position, current, heading, go, onKeyDown] = useSwiperPosition(
    ref,
    defaultIndex,
    count,
    loop,
    vertical,
    onIndexChange,
  );
  const [dragRef, dragging, shown, onClickCapture] = useSwiperDrag(
    rootRef,
    vertical,
    allowTouchMove && count > 1,
    slideSize,
    position,
    count,
    loop,
    go,
  );
  // Autoplay without a loop starts over from the first slide after the last.
  const [running, pauseHandlers] = useAutoplay(
    autoplay && count > 1 && !dragging,
    autoplayInterval,
    `${position}/${count}`,
    () => go(!loop && position >= count - 1 ? 0 : position + 1),
  );

  return (
    // The carousel takes the arrow keys when focused itself (not through its slides' controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={ariaLabel ?? texts.carousel}
      tabIndex={0}
      data-direction={direction}
      onKeyDown={onKeyDown}
      {...pauseHandlers}
      onClickCapture={onClickCapture}
      {...nativeProps(rest, styles.root)}
    >
      <SwiperTrack
        trackRef={dragRef}
        slides={slides}
        shown={shown}
        heading={heading}
        dragging={dragging}
        current={current}
        vertical={vertical}
        slideSize={slideSize}
        trackOffset={trackOffset}
        loop={loop}
        stuck={stuckAtBoundary && !loop}
        lazy={lazy}
      />
      <div aria-live={running ? 'off' : 'polite'} className={visuallyHidden}>
        {count > 0 && pageText(texts.position, current + 1, count)}
      </div>
      <SwiperIndicator
        indicator={indicator}
        count={count}
        current={current}
        direction={direction}
      />
    </div>
  );
});

/** A carousel of slides; put each in a `Swiper.Item`. */
export const Swiper = Object.assign(SwiperRoot, { Item: SwiperItem });
