import { useState, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { inertUnless } from '../internal/inert';
import * as styles from './NoticeBar.css';
import { useCarousel } from './useCarousel';

interface NoticeCarouselProps {
  items: readonly ReactNode[];
  interval: number;
}

/**
 * Several notices, one at a time, sliding up. It holds while hovered or focused (the box takes
 * focus for that), and only the notice on screen can be reached by screen readers and Tab.
 */
export function NoticeCarousel({ items, interval }: NoticeCarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const index = useCarousel(items.length, interval, hovered || focused);
  return (
    <div
      className={cx(styles.box, styles.carousel)}
      role="marquee"
      // Focus only pauses the turns (WCAG 2.2.2).
      tabIndex={items.length > 1 ? 0 : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div
        className={styles.column}
        // Only after the first notice, so server HTML carries no style attribute.
        style={
          index > 0 ? { transform: `translateY(${(-index * 100) / items.length}%)` } : undefined
        }
      >
        {items.map((item, i) => (
          <div
            key={i}
            className={styles.slide}
            aria-hidden={i !== index || undefined}
            ref={inertUnless(i === index)}
          >
            {item}
          </div>
        ))}
      </div>
    </div>
  );
}
