import { forwardRef, useState, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { noticeBar as english } from '../locale/en-US/noticeBar';
import {
  CheckCircleIcon,
  CloseCircleIcon,
  CloseIcon,
  ExclamationCircleIcon,
  InfoCircleIcon,
} from '../icon/icons';
import { cx } from '../internal/cx';
import { inertUnless } from '../internal/inert';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './NoticeBar.css';
import { NoticeCarousel } from './NoticeCarousel';
import { useMarquee } from './useMarquee';

export type NoticeBarRef = HTMLDivElement;
export type NoticeBarColor = 'info' | 'alert' | 'error' | 'success';

export interface NoticeBarProps extends NativeProps<
  '--tm-notice-bar-background' | '--tm-notice-bar-text-color' | '--tm-notice-bar-icon-color'
> {
  /** The notice. An array of notices shows them one at a time, sliding up. */
  content: ReactNode | readonly ReactNode[];
  /**
   * Colour preset.
   * @defaultValue 'alert'
   */
  color?: NoticeBarColor;
  /**
   * Icon at the start; `null` shows none.
   * @defaultValue an icon matching `color`
   */
  icon?: ReactNode;
  /** Content at the end, before the close button, such as a link. */
  extra?: ReactNode;
  /**
   * Shows a close button; closing removes the bar.
   * @defaultValue false
   */
  closeable?: boolean;
  /** Called after the close button is pressed. */
  onClose?: () => void;
  /**
   * Wraps long text onto several lines instead of scrolling it.
   * @defaultValue false
   */
  wrap?: boolean;
  /**
   * Scrolling speed of text wider than the bar, in px per second.
   * @defaultValue 50
   */
  speed?: number;
  /**
   * Wait before the text starts scrolling, in ms.
   * @defaultValue 2000
   */
  delay?: number;
  /**
   * Time each notice of several stays, in ms (at least 1000).
   * @defaultValue 3000
   */
  interval?: number;
}

const icons: Record<NoticeBarColor, ReactNode> = {
  info: <InfoCircleIcon />,
  alert: <ExclamationCircleIcon />,
  error: <CloseCircleIcon />,
  success: <CheckCircleIcon />,
};

/** A one-line notice across the top of a page; long text scrolls, several notices take turns. */
export const NoticeBar = forwardRef<NoticeBarRef, NoticeBarProps>(function NoticeBar(
  {
    content,
    color = 'alert',
    icon,
    extra,
    closeable = false,
    onClose,
    wrap = false,
    speed = 50,
    delay = 2000,
    interval = 3000,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('noticeBar', english);
  const [closed, setClosed] = useState(false);
  const several = Array.isArray(content);
  const marquee = useMarquee(!wrap && !several, speed, delay, content);
  if (closed) return null;
  const shownIcon = icon === undefined ? icons[color] : icon;
  return (
    <div
      ref={ref}
      {...nativeProps(rest, cx(styles.root, styles.color[color], wrap && styles.wrap))}
    >
      {shownIcon != null && (
        <span className={styles.icon} aria-hidden>
          {shownIcon}
        </span>
      )}
      {several ? (
        <NoticeCarousel items={content as readonly ReactNode[]} interval={interval} />
      ) : (
        <div
          ref={marquee.boxRef}
          className={styles.box}
          style={marquee.style}
          role={marquee.scrolling ? 'marquee' : undefined}
          // Moving text must be possible to hold still (WCAG 2.2.2): focusing the box pauses it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus only pauses
          tabIndex={marquee.scrolling ? 0 : undefined}
        >
          <span className={styles.track} data-scrolling={marquee.scrolling || undefined}>
            <span ref={marquee.textRef} className={styles.text}>
              {content as ReactNode}
            </span>
            {marquee.scrolling && (
              // Inert too, or a link in the notice would be a second, hidden Tab stop.
              <span className={cx(styles.text, styles.copy)} aria-hidden ref={inertUnless(false)}>
                {content as ReactNode}
              </span>
            )}
          </span>
        </div>
      )}
      {extra != null && <span className={styles.extra}>{extra}</span>}
      {closeable && (
        <button
          type="button"
          className={styles.close}
          aria-label={texts.close}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
});
