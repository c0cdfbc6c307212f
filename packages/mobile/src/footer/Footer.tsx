import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { darkThemeClass, lightThemeClass } from '../theme/themes.css';
import * as styles from './Footer.css';
import { warn } from '../internal/warn';

export type FooterRef = HTMLDivElement;

export interface FooterLinkItem {
  /** Link text. */
  text: ReactNode;
  /** Address. Without it the item is a button that calls `onLinkClick`. */
  href?: string;
  /** Link target, with `href`. */
  target?: string;
}

export interface FooterChipItem {
  /** Chip text. */
  text: ReactNode;
  /** `link` colours the chip like a link. */
  type?: 'plain' | 'link';
}

export interface FooterProps extends NativeProps<
  | '--tm-footer-background'
  | '--tm-footer-color'
  | '--tm-footer-link-color'
  | '--tm-footer-chip-background'
> {
  /** Text on a divider line at the top, such as "No more content". */
  label?: ReactNode;
  /** Links in a row: real `<a>` elements with `href`, buttons without. */
  links?: FooterLinkItem[];
  /** Called when a link is pressed, with the item and its position. */
  onLinkClick?: (item: FooterLinkItem, index: number, event: MouseEvent<HTMLElement>) => void;
  /** A line of text, usually the copyright. */
  content?: ReactNode;
  /** Chips under the content: buttons when `onChipClick` is set, plain text otherwise. */
  chips?: FooterChipItem[];
  /** Called when a chip is pressed. */
  onChipClick?: (item: FooterChipItem, index: number, event: MouseEvent<HTMLElement>) => void;
  /**
   * Adds the bottom safe-area inset (the home indicator on phones) to the bottom padding.
   * @defaultValue false
   */
  safeArea?: boolean;
  /**
   * Colours for the background the footer sits on. `default` is transparent in the current
   * theme's colours; `light` and `dark` paint that theme's page background and use its colours,
   * whatever the app's theme; `brand` paints the brand colour with text and underlined links in
   * the colour for text on it. Every text keeps 4.5:1 contrast or more.
   * @defaultValue 'default'
   */
  tone?: 'default' | 'light' | 'dark' | 'brand';
}

/** The end of a page: a label, links, a copyright line and chips. */
export const Footer = forwardRef<FooterRef, FooterProps>(function Footer(
  {
    label,
    links,
    onLinkClick,
    content,
    chips,
    onChipClick,
    safeArea = false,
    tone = 'default',
    ...rest
  },
  ref,
) {
  const linkActions = links?.some((item) => item.href === undefined) && !onLinkClick;
  if (linkActions) {
    warn(
      'Footer',
      'a link without `href` is a button that calls `onLinkClick`; give every link an `href` or pass `onLinkClick`.',
    );
  }
  return (
    <div
      ref={ref}
      data-tone={tone}
      {...nativeProps(
        rest,
        cx(
          styles.root,
          safeArea && styles.safeArea,
          tone === 'light' && lightThemeClass,
          tone === 'dark' && darkThemeClass,
        ),
      )}
    >
      {label !== undefined && <div className={styles.label}>{label}</div>}
      {links && links.length > 0 && (
        <ul className={styles.list}>
          {links.map((item, index) => (
            <li key={index} className={styles.linkItem}>
              {item.href !== undefined ? (
                <a
                  className={styles.link}
                  href={item.href}
                  target={item.target}
                  onClick={(event) => onLinkClick?.(item, index, event)}
                >
                  {item.text}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.link}
                  onClick={(event) => onLinkClick?.(item, index, event)}
                >
                  {item.text}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {content !== undefined && <p className={styles.content}>{content}</p>}
      {chips && chips.length > 0 && (
        <ul className={styles.list}>
          {chips.map((item, index) => (
            <li key={index}>
              {onChipClick ? (
                <button
                  type="button"
                  className={styles.chip}
                  data-type={item.type ?? 'plain'}
                  onClick={(event) => onChipClick(item, index, event)}
                >
                  {item.text}
                </button>
              ) : (
                <span className={cx(styles.chip, styles.chipText)} data-type={item.type ?? 'plain'}>
                  {item.text}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
