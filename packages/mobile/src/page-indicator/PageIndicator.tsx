import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { pageIndicator as english } from '../locale/en-US/pageIndicator';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './PageIndicator.css';
import { normalizePages } from './pageCount';

export interface PageIndicatorProps extends NativeProps<
  | '--tm-page-indicator-dot-color'
  | '--tm-page-indicator-active-dot-color'
  | '--tm-page-indicator-dot-size'
  | '--tm-page-indicator-active-dot-size'
  | '--tm-page-indicator-dot-spacing'
  | '--tm-page-indicator-fraction-color'
> {
  /**
   * How many pages there are.
   * @defaultValue 0
   */
  total?: number;
  /**
   * The page shown now, from 0.
   * @defaultValue 0
   */
  current?: number;
  /**
   * Dots, one per page, or a fraction such as "2 / 5", which stays short however many pages
   * there are.
   * @defaultValue 'dots'
   */
  type?: 'dots' | 'fraction';
  /**
   * Lays the dots out in a row or a column.
   * @defaultValue 'horizontal'
   */
  direction?: 'horizontal' | 'vertical';
  /**
   * Colour preset: `primary` on light surfaces, `white` over pictures and dark surfaces.
   * @defaultValue 'primary'
   */
  color?: 'primary' | 'white';
  /**
   * Hides the indicator from screen readers, for pagers that announce their position themselves
   * (Swiper does). Otherwise the indicator is an image named like "2 of 5".
   * @defaultValue false
   */
  decorative?: boolean;
}

/**
 * Dots that show which of several pages is on screen, the current one elongated, or a fraction
 * for many pages. Works with any pager: give it `total` and `current`.
 */
export function PageIndicator({
  total = 0,
  current = 0,
  type = 'dots',
  direction = 'horizontal',
  color = 'primary',
  decorative = false,
  'aria-label': ariaLabel,
  ...rest
}: PageIndicatorProps) {
  const texts = useLocaleTexts('pageIndicator', english);
  const pages = normalizePages('PageIndicator', total, current);
  const label = ariaLabel ?? pageText(texts.label, pages.current + 1, pages.total);
  return (
    <div
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-type={type}
      data-direction={direction}
      data-color={color}
      {...nativeProps(rest, styles.root)}
    >
      {type === 'fraction'
        ? pages.total > 0 && `${pages.current + 1} / ${pages.total}`
        : Array.from({ length: pages.total }, (_, index) => (
            <span
              key={index}
              className={styles.dot}
              data-active={index === pages.current || undefined}
            />
          ))}
    </div>
  );
}
