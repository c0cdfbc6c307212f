import type { ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Result.css';
import type { ResultStatus } from './resultStatus';
import { ResultSummary } from './ResultSummary';

export interface ResultProps extends NativeProps<'--tm-result-icon-size'> {
  /**
   * Outcome; picks the icon and its colour.
   * @defaultValue 'info'
   */
  status?: ResultStatus;
  /** Headline of the outcome. */
  title: ReactNode;
  /** Details under the title. */
  description?: ReactNode;
  /** Replaces the status icon. */
  icon?: ReactNode;
  /**
   * Heading level of the title.
   * @defaultValue 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Details or actions under the description (a summary list, buttons). */
  children?: ReactNode;
}

/** The outcome of a task — paid, sent, failed, pending — with what to do next. */
export function Result({
  status = 'info',
  title,
  description,
  icon,
  headingLevel = 2,
  children,
  ...rest
}: ResultProps) {
  return (
    <section data-status={status} {...nativeProps(rest, styles.root)}>
      <ResultSummary
        status={status}
        title={title}
        description={description}
        icon={icon}
        headingLevel={headingLevel}
      />
      {children && <div className={styles.extra}>{children}</div>}
    </section>
  );
}
