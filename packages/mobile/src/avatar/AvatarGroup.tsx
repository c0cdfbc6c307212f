import { Children, forwardRef, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { avatar as english } from '../locale/en-US/avatar';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { AvatarGroupContext, type AvatarShape, type AvatarSize } from './Avatar';
import * as styles from './Avatar.css';
import { splitGroup } from './initials';
import { warn } from '../internal/warn';

export interface AvatarGroupProps extends NativeProps<
  '--tm-avatar-group-overlap' | '--tm-avatar-size'
> {
  /** The avatars. */
  children?: ReactNode;
  /** Shows at most this many avatars and folds the rest into a "+N" avatar. */
  max?: number;
  /**
   * Size of every avatar in the group that does not set its own.
   * @defaultValue 'middle'
   */
  size?: AvatarSize;
  /**
   * Shape of every avatar in the group that does not set its own.
   * @defaultValue 'circle'
   */
  shape?: AvatarShape;
  /**
   * Which avatar lies on top where two overlap: the `first` (each covers the one after it) or
   * the `last`. In right-to-left layouts the first avatar is the rightmost.
   * @defaultValue 'last'
   */
  topmost?: 'first' | 'last';
}

/** Overlapping avatars, with the ones over `max` counted in a "+N" avatar. */
export const AvatarGroup = forwardRef<HTMLDivElement, AvatarGroupProps>(function AvatarGroup(
  { children, max, size = 'middle', shape = 'circle', topmost = 'last', ...rest },
  ref,
) {
  const texts = useLocaleTexts('avatar', english);
  const items = Children.toArray(children);
  if (max !== undefined && !(Number.isFinite(max) && max >= 0)) {
    warn(
      'Avatar.Group',
      `\`max\` is the number of avatars to show (0 or more); ignoring ${String(max)}.`,
    );
  }
  const { shown, rest: hidden } = splitGroup(
    items.length,
    max !== undefined && Number.isFinite(max) && max >= 0 ? max : undefined,
  );
  const moreLabel = texts.more.replace('{count}', String(hidden));
  const faces = items.slice(0, shown);
  if (hidden > 0) {
    faces.push(
      <span
        role="img"
        aria-label={moreLabel}
        className={cx(styles.root, styles.size[size], styles.shape[shape], styles.more)}
      >
        <span aria-hidden>+{hidden}</span>
      </span>,
    );
  }
  // Each slot holds its avatar and, nested, the slots after it: a stacking context per slot
  // lets one rule put every avatar above (or below) all that follow, however many there are,
  // without a z-index per avatar in a style attribute. Reading order stays the visual order.
  const stack = faces.reduceRight<ReactNode>(
    (after, face) => (
      <span className={styles.groupItem}>
        {face}
        {after}
      </span>
    ),
    null,
  );
  return (
    <AvatarGroupContext.Provider value={{ size, shape }}>
      <div
        ref={ref}
        role={rest['aria-label'] || rest['aria-labelledby'] ? 'group' : undefined}
        data-topmost={topmost}
        {...nativeProps(rest, styles.group)}
      >
        {stack}
      </div>
    </AvatarGroupContext.Provider>
  );
});
