import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { empty as english } from '../locale/en-US/empty';
import {
  BoxIllustration,
  DisconnectedIllustration,
  ErrorIllustration,
  SearchIllustration,
} from '../internal/illustrations';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Empty.css';

export type EmptyPreset = 'default' | 'search' | 'network' | 'error';

export interface EmptyProps extends NativeProps<'--tm-empty-image-size'> {
  /**
   * A preset illustration, or your own element (an `<img>`, an icon).
   * @defaultValue 'default'
   */
  image?: EmptyPreset | ReactNode;
  /**
   * Illustration size.
   * @defaultValue 'middle'
   */
  imageSize?: 'small' | 'middle' | 'large';
  /** What is empty and why; defaults to the locale's "No data". */
  description?: ReactNode;
  /** Actions under the description, such as a button to create the first item. */
  children?: ReactNode;
}

const presets: Record<EmptyPreset, () => ReactNode> = {
  default: BoxIllustration,
  search: SearchIllustration,
  network: DisconnectedIllustration,
  error: ErrorIllustration,
};

/** Fills a list or page that has nothing to show yet, and says what to do next. */
export function Empty({
  image = 'default',
  imageSize = 'middle',
  description,
  children,
  ...rest
}: EmptyProps) {
  const texts = useLocaleTexts('empty', english);
  const Preset =
    typeof image === 'string' && image in presets ? presets[image as EmptyPreset] : null;
  return (
    <div {...nativeProps(rest, styles.root)}>
      <div className={`${styles.imageBox} ${styles.image[imageSize]}`}>
        {Preset ? <Preset /> : image}
      </div>
      <p className={styles.description}>{description ?? texts.description}</p>
      {children}
    </div>
  );
}
