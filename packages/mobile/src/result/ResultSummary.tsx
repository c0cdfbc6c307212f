import { createElement, type ReactNode } from 'react';
import {
  CheckCircleIcon,
  ClockCircleIcon,
  CloseCircleIcon,
  ExclamationCircleIcon,
  InfoCircleIcon,
} from '../icon/icons';
import type { NamedIconProps } from '../icon/createIcon';
import * as styles from './Result.css';
import type { ResultStatus } from './resultStatus';

interface ResultSummaryProps {
  status: ResultStatus;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
}

const icons: Record<ResultStatus, (props: NamedIconProps) => ReactNode> = {
  success: CheckCircleIcon,
  error: CloseCircleIcon,
  info: InfoCircleIcon,
  waiting: ClockCircleIcon,
  warning: ExclamationCircleIcon,
};

/** The icon, heading and description that Result and ResultPage both open with. */
export function ResultSummary({
  status,
  title,
  description,
  icon,
  headingLevel,
}: ResultSummaryProps) {
  const StatusIcon = icons[status];
  return (
    <>
      <div className={styles.icon[status]}>{icon ?? <StatusIcon />}</div>
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description && <p className={styles.description}>{description}</p>}
    </>
  );
}
