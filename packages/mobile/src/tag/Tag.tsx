import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { tag as english } from '../locale/en-US/tag';
import { CloseIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Tag.css';
import type { TagColor, TagFill, TagSize } from './tagVariants';
import { warn } from '../internal/warn';

export type TagRef = HTMLSpanElement;

export interface TagProps extends NativeProps<
  '--tm-tag-color' | '--tm-tag-text-color' | '--tm-tag-radius' | '--tm-tag-font-size'
> {
  /**
   * Colour role of the tag.
   * @defaultValue 'default'
   */
  color?: TagColor;
  /**
   * A filled background, an outline, or `light`: a pale tint of the colour with text in it.
   * @defaultValue 'solid'
   */
  fill?: TagFill;
  /**
   * Height, padding and text size.
   * @defaultValue 'middle'
   */
  size?: TagSize;
  /**
   * Fully rounded ends.
   * @defaultValue false
   */
  round?: boolean;
  /**
   * Shows a close button after the label; `onClose` fires when it is pressed. The tag does not
   * hide itself: remove it from your list in `onClose`.
   * @defaultValue false
   */
  closable?: boolean;
  /** Called when the close button is pressed. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the close button. Defaults to the locale's "Remove {label}" with the
   * tag's text when the children are text.
   */
  closeLabel?: string;
  /** The label. Long labels are cut with an ellipsis. */
  children?: ReactNode;
}

/** A short label for status, category or a chosen filter. */
export const Tag = forwardRef<TagRef, TagProps>(function Tag(
  {
    color = 'default',
    fill = 'solid',
    size = 'middle',
    round = false,
    closable = false,
    onClose,
    closeLabel,
    children,
    ...rest
  },
  ref,
) {
  const texts = useLocaleTexts('tag', english);
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  if (closable && !closeLabel && !text) {
    warn(
      'Tag',
      'a closable tag whose children are not text needs `closeLabel`, the name of its close button.',
    );
  }
  return (
    <span
      ref={ref}
      {...nativeProps(
        rest,
        cx(
          styles.root,
          styles.fill[fill],
          styles.colors[color],
          styles.size[size],
          round && styles.round,
        ),
      )}
    >
      <span className={styles.label}>{children}</span>
      {closable && (
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel ?? texts.close.replace('{label}', text).trim()}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </span>
  );
});
