import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import { UserIcon } from '../icon/icons';
import { Image } from '../image/Image';
import type { ImageFit } from '../image/imageStatus';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export type AvatarRef = HTMLSpanElement;
export type AvatarSize = styles.AvatarSize;

/** Size and shape an Avatar.Group gives the avatars inside it. */
export const AvatarGroupContext = createContext<{ size?: AvatarSize; shape?: AvatarShape }>({});

export type AvatarShape = 'circle' | 'square';

export interface AvatarProps extends NativeProps<
  '--tm-avatar-size' | '--tm-avatar-radius' | '--tm-avatar-background' | '--tm-avatar-color'
> {
  /** Address of the picture. Without it, or when it fails, the initials or the icon show. */
  src?: string;
  /** The person's name: the initials come from it and it names the avatar. */
  name?: string;
  /** Text alternative of the picture; defaults to `name`. */
  alt?: string;
  /**
   * Size: 32, 44 or 56 px. `--tm-avatar-size` sets any other size.
   * @defaultValue 'middle'
   */
  size?: AvatarSize;
  /**
   * Round or rounded square.
   * @defaultValue 'circle'
   */
  shape?: AvatarShape;
  /**
   * How the picture fills the avatar (CSS `object-fit`).
   * @defaultValue 'cover'
   */
  fit?: ImageFit;
  /**
   * Loads the picture only near the screen (native `loading="lazy"`).
   * @defaultValue true
   */
  lazy?: boolean;
  /**
   * Shown without a picture, or when it fails.
   * @defaultValue the initials of `name`, or a person icon
   */
  fallback?: ReactNode;
}

/** A person or an entity as a small picture, with initials or an icon when there is none. */
export const Avatar = forwardRef<AvatarRef, AvatarProps>(function Avatar(
  { src, name, alt, size, shape, fit = 'cover', lazy = true, fallback, ...rest },
  ref,
) {
  const group = useContext(AvatarGroupContext);
  const resolvedSize = size ?? group.size ?? 'middle';
  const resolvedShape = shape ?? group.shape ?? 'circle';
  const initials = initialsOf(name);
  const substitute = fallback ?? (initials || <UserIcon className={styles.icon} />);
  const label = alt ?? name;
  const px = styles.avatarSizes[resolvedSize];
  const className = cx(styles.root, styles.size[resolvedSize], styles.shape[resolvedShape]);

  if (src) {
    return (
      <span ref={ref} {...nativeProps(rest, className)}>
        <Image
          className={styles.image}
          src={src}
          alt={label ?? ''}
          width={px}
          height={px}
          fit={fit}
          lazy={lazy}
          placeholder={substitute}
          fallback={substitute}
        />
      </span>
    );
  }
  return (
    <span
      ref={ref}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      {...nativeProps(rest, className)}
    >
      <span aria-hidden>{substitute}</span>
    </span>
  );
});
