import {
  Children,
  forwardRef,
  isValidElement,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { swiper as english } from '../locale/en-US/swiper';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useMounted } from '../internal/useMounted';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { PageIndicator } from '../page-indicator/PageIndicator';
import { pageText } from '../page-indicator/pageCount';
import * as styles from './Swiper.css';
import { SwiperItem } from './SwiperItem';
import { checkSizes, lapOf, positionFor, wrapIndex } from './swiperMath';
import { useAutoplay } from './useAutoplay';
import { useSwiperDrag } from './useSwiperDrag';

export interface SwiperRef {
  /** Moves to a slide (in a loop, the shortest way round). */
  swipeTo: (index: number) => void;
  /** Moves to the next slide (from the last to the first in a loop). */
  swipeNext: () => void;
  /** Moves to the previous slide. */
  swipePrev: () => void;
}

export interface SwiperProps extends NativeProps<
  | '--tm-swiper-height'
  | '--tm-swiper-radius'
  | '--tm-swiper-slide-size'
  | '--tm-swiper-track-offset'
> {
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
   * Slides follow a finger or mouse drag.
   * @defaultValue true
   */
  allowTouchMove?: boolean;
  /**
   * Renders the content of the current slide and its neighbours only; farther slides stay empty
   * until they come near.
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
    console.warn('[@tessera/mobile] Swiper: text children are ignored.');
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
  const mounted = useMounted();
  const slides = slidesOf(children);
  const count = slides.length;
  const vertical = direction === 'vertical';
  const [slideSize, trackOffset] = checkSizes(slideSizeProp, trackOffsetProp);
  const rootRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  /** `heading`, the last direction moved (+1 or -1), places slides that tie in a loop. */
  const [{ position, heading }, setPlace] = useState(() => ({
    position: positionFor(defaultIndex, 0, count, false),
    heading: 1,
  }));
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);

  // Slides removed under the current one: stay on the last that remains.
  const safePosition = !loop && count > 0 ? Math.min(position, count - 1) : position;
  const current = wrapIndex(safePosition, count);

  const go = (next: number) => {
    if (count === 0) return;
    const target = loop ? next : Math.min(Math.max(next, 0), count - 1);
    setPlace({ position: target, heading: target < safePosition ? -1 : 1 });
    const index = wrapIndex(target, count);
    if (index !== current) onIndexChange?.(index);
  };

  const swipeTo = (index: number) => go(positionFor(index, safePosition, count, loop));
  // Autoplay without a loop starts over from the first slide after the last.
  const advance = () => go(!loop && safePosition >= count - 1 ? 0 : safePosition + 1);

  useImperativeHandle(ref, () => ({
    swipeTo,
    swipeNext: () => go(safePosition + 1),
    swipePrev: () => go(safePosition - 1),
  }));

  const { dragRef, dragging, shown, endedJustNow } = useSwiperDrag({
    vertical,
    enabled: allowTouchMove && count > 1,
    slideSize,
    position: safePosition,
    count,
    loop,
    rootRef,
    onRelease: go,
  });

  const running = autoplay && count > 1 && !touching && !focused && !dragging;
  useAutoplay({
    running,
    interval: autoplayInterval,
    restartKey: `${safePosition}/${count}`,
    onTick: advance,
  });

  // Only the current slide can be reached by Tab and by screen readers; set on the client only.
  useEffect(() => {
    slideRefs.current.forEach((el, index) => {
      if (el) el.toggleAttribute('inert', index !== current);
    });
  }, [current, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const keys = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const by = keys.indexOf(event.key);
    if (event.target !== event.currentTarget || by < 0) return;
    event.preventDefault();
    go(safePosition + by * 2 - 1);
  };

  // At rest, a tie (the other of two looping slides) goes to the side the track came from.
  const reference = dragging ? shown : shown - heading * 0.01;
  // Positions and sizes are set only once mounted: the server HTML carries no style attribute
  // and shows the first slide by the CSS defaults alone.
  const axis = vertical ? 'Y' : 'X';
  const trackStyle = mounted
    ? ({
        transform: `translate${axis}(${trackOffset - shown * slideSize}%)`,
        transition: dragging ? 'none' : undefined,
        '--tm-swiper-slide-size': slideSize < 100 ? `${slideSize}%` : undefined,
      } as CSSProperties)
    : undefined;

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
      onTouchStart={() => setTouching(true)}
      onTouchEnd={() => setTouching(false)}
      onTouchCancel={() => setTouching(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node))}
      onClickCapture={(event) => {
        if (endedJustNow()) event.stopPropagation();
      }}
      {...nativeProps(rest, styles.root)}
    >
      <div ref={dragRef} className={styles.track} style={trackStyle}>
        {slides.map((item, index) => {
          const lap = loop ? lapOf(index, reference, count) * count : 0;
          return (
            <div
              key={item.key ?? index}
              ref={(el) => {
                slideRefs.current[index] = el;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={pageText(texts.slideLabel, index + 1, count)}
              className={styles.slide}
              // In a loop a slide moves whole laps ahead or behind, next to the current one.
              style={mounted && lap ? { transform: `translate${axis}(${lap * 100}%)` } : undefined}
            >
              {!lazy || Math.abs(index + lap - reference) < 1.5 ? item : null}
            </div>
          );
        })}
      </div>
      <div aria-live={running ? 'off' : 'polite'} className={visuallyHidden}>
        {count > 0 && pageText(texts.position, current + 1, count)}
      </div>
      {indicator === undefined ? (
        count > 1 && (
          <PageIndicator
            total={count}
            current={current}
            direction={direction}
            decorative
            className={styles.indicator}
          />
        )
      ) : indicator ? (
        <div className={styles.indicator}>{indicator(count, current)}</div>
      ) : null}
    </div>
  );
});

/** A carousel of slides; put each in a `Swiper.Item`. */
export const Swiper = Object.assign(SwiperRoot, { Item: SwiperItem });
