import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { LoadingIcon } from '../icon/icons';
import { pullToRefresh as english } from '../locale/en-US/pullToRefresh';
import * as styles from './PullToRefresh.css';
import type { PullStatus } from './pullStatus';

interface PullHeadProps {
  status: PullStatus;
  renderText: ((status: PullStatus) => ReactNode) | undefined;
  pullingText: ReactNode;
  canReleaseText: ReactNode;
  refreshingText: ReactNode;
  completeText: ReactNode;
}

/** The head above the content: the text of the status (the locale's unless given), announced. */
export function PullHead({
  status,
  renderText,
  pullingText,
  canReleaseText,
  refreshingText,
  completeText,
}: PullHeadProps) {
  const defaults = useLocaleTexts('pullToRefresh', english);
  const texts: Record<PullStatus, ReactNode> = {
    idle: null,
    pulling: pullingText ?? defaults.pulling,
    canRelease: canReleaseText ?? defaults.canRelease,
    refreshing: (
      <>
        <LoadingIcon /> {refreshingText ?? defaults.refreshing}
      </>
    ),
    complete: completeText ?? defaults.complete,
  };
  return (
    <div className={styles.head} aria-live="polite">
      {renderText ? renderText(status) : texts[status]}
    </div>
  );
}
