import type { MouseEvent, ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Swiper.css';

export interface SwiperItemProps extends NativeProps {
  /** Called when the slide is tapped; a drag that moved the slides is not a tap. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  /** The slide's content. */
  children?: ReactNode;
}

/** One slide of a Swiper. */
export function SwiperItem({ onClick, children, ...rest }: SwiperItemProps) {
  return (
    // The slide is not a control of its own: a tap is a shortcut, its content carries the links.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick} {...nativeProps(rest, styles.item)}>
      {children}
    </div>
  );
}
