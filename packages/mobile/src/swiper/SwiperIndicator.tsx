import type { ReactNode } from 'react';
import { PageIndicator } from '../page-indicator/PageIndicator';
import * as styles from './Swiper.css';

interface SwiperIndicatorProps {
  /** The `indicator` prop of the Swiper. */
  indicator: false | ((total: number, current: number) => ReactNode) | undefined;
  count: number;
  current: number;
  direction: 'horizontal' | 'vertical';
}

/** The indicator over the slides: a PageIndicator by default, a custom one, or none. */
export function SwiperIndicator({ indicator, count, current, direction }: SwiperIndicatorProps) {
  if (indicator !== undefined) {
    return indicator ? <div className={styles.indicator}>{indicator(count, current)}</div> : null;
  }
  return count > 1 ? (
    <PageIndicator
      total={count}
      current={current}
      direction={direction}
      decorative
      className={styles.indicator}
    />
  ) : null;
}
