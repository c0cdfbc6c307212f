import { useCallback, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useResize } from '../internal/useResize';
import { marqueeDuration, MARQUEE_GAP, overflows } from './marquee';

interface Marquee {
  boxRef: RefObject<HTMLDivElement | null>;
  textRef: RefObject<HTMLSpanElement | null>;
  /** Whether the text is wider than its box and so scrolls. */
  scrolling: boolean;
  /** Timing of the loop; only set in the browser after measuring, never in server HTML. */
  style: CSSProperties | undefined;
}

/**
 * Measures the notice text against its box (again on every resize and when the text changes)
 * and times the loop. Nothing scrolls until measured, so server HTML is the still text.
 */
export function useMarquee(
  enabled: boolean,
  speed: number,
  delay: number,
  content: unknown,
): Marquee {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [textWidth, setTextWidth] = useState(0);
  const measure = useCallback(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return;
    const width = text.scrollWidth;
    setTextWidth(enabled && overflows(width, box.clientWidth) ? width : 0);
  }, [enabled]);
  useResize(boxRef, measure);
  useIsomorphicLayoutEffect(measure, [measure, content]);
  const scrolling = textWidth > 0;
  const style = scrolling
    ? ({
        '--tm-notice-bar-loop': `${marqueeDuration(textWidth, speed)}ms`,
        '--tm-notice-bar-delay': `${Math.max(0, delay)}ms`,
        '--tm-notice-bar-gap': `${MARQUEE_GAP}px`,
      } as CSSProperties)
    : undefined;
  return { boxRef, textRef, scrolling, style };
}
