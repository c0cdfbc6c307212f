import { createElement, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { errorBlock as english } from '../locale/en-US/errorBlock';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './ErrorBlock.css';

export type ErrorBlockStatus = 'default' | 'busy' | 'disconnected' | 'empty';

export interface ErrorBlockProps extends NativeProps<'--tm-error-block-image-width'> {
  /**
   * What went wrong; picks the image and the default texts.
   * @defaultValue 'default'
   */
  status?: ErrorBlockStatus;
  /** Title; defaults to the locale's text for the status. */
  title?: ReactNode;
  /** Explanation; defaults to the locale's text for the status. */
  description?: ReactNode;
  /** Replaces the status image: an image URL or an element. */
  image?: string | ReactNode;
  /**
   * Fills the page and centres the content, with safe-area padding.
   * @defaultValue false
   */
  fullPage?: boolean;
  /**
   * Heading level of the title, to fit the page's outline.
   * @defaultValue 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Actions, such as a retry button. */
  children?: ReactNode;
  /**
   * Announces the block when it appears after an action, such as a failed retry: `alert` at
   * once, `status` when the screen reader is idle (some announce it only when its text changes).
   * Leave it unset for a block shown as the page loads, which is read in place.
   */
  role?: 'alert' | 'status';
}

/**
 * Makes an ErrorBlock with your own images per status, so the default illustrations are not
 * bundled when you do not use them.
 * @example const AppErrorBlock = createErrorBlock({ default: <img src="/oops.svg" alt="" /> });
 */
export function createErrorBlock(images: Partial<Record<ErrorBlockStatus, ReactNode>>) {
  return function ErrorBlock({
    status = 'default',
    title,
    description,
    image,
    fullPage = false,
    headingLevel = 2,
    children,
    role,
    ...rest
  }: ErrorBlockProps) {
    const texts = useLocaleTexts('errorBlock', english)[status];
    const picture =
      typeof image === 'string' ? <img src={image} alt="" /> : (image ?? images[status]);
    return (
      <div
        role={role}
        data-status={status}
        data-full-page={fullPage || undefined}
        {...nativeProps(rest, styles.root)}
      >
        {picture && <div className={styles.image}>{picture}</div>}
        {createElement(`h${headingLevel}`, { className: styles.title }, title ?? texts.title)}
        <p className={styles.description}>{description ?? texts.description}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    );
  };
}
