import { createElement, type ReactNode } from 'react';
import {
  CheckCircleIcon,
  ClockCircleIcon,
  CloseCircleIcon,
  ExclamationCircleIcon,
  InfoCircleIcon,
} from '../icon/icons';
import type { NamedIconProps } from '../icon/createIcon';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Result.css';
import type { ResultStatus } from './resultStatus';

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

const icons: Record<ResultStatus, (props: NamedIconProps) => ReactNode> = {
  success: CheckCircleIcon,
  error: CloseCircleIcon,
  info: InfoCircleIcon,
  waiting: ClockCircleIcon,
  warning: ExclamationCircleIcon,
};

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
  const StatusIcon = icons[status];
  return (
    <section data-status={status} {...nativeProps(rest, styles.root)}>
      <div className={styles.icon[status]}>{icon ?? <StatusIcon />}</div>
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.extra}>{children}</div>}
    </section>
  );
}
