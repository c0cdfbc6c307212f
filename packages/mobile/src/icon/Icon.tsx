import type { ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Icon.css';

export interface IconProps extends NativeProps<'--tm-icon-size'> {
  /** SVG shapes drawn in a 24 × 24 box with a 2px round stroke in `currentColor`. */
  children?: ReactNode;
  /**
   * Rotates the icon continuously, for loading indicators. Stops under reduced motion.
   * @defaultValue false
   */
  spin?: boolean;
  /**
   * Flips the icon in right-to-left layouts; set it on directional icons such as arrows.
   * @defaultValue false
   */
  mirrorRtl?: boolean;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  'aria-label'?: string;
}

/**
 * An SVG icon sized by the font size (1em) and coloured by `currentColor`. Use the named icons
 * (`CloseIcon`, `CheckIcon`…) or pass your own shapes as children.
 */
export function Icon({ children, spin = false, mirrorRtl = false, ...rest }: IconProps) {
  const labelled = Boolean(rest['aria-label']);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      data-mirror={mirrorRtl || undefined}
      {...nativeProps(rest, spin ? `${styles.root} ${styles.spin}` : styles.root)}
    >
      {children}
    </svg>
  );
}
