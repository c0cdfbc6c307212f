import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useConfig } from '../config-provider/configContext';
import * as styles from './Tour.css';

export interface TourCardProps {
  title: ReactNode;
  description: ReactNode;
  index: number;
  total: number;
  titleId: string;
  descriptionId: string;
  onPrevious: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/** What a step card holds: its title and text, where the tour is, and the buttons to move on. */
export function TourCard({
  title,
  description,
  index,
  total,
  titleId,
  descriptionId,
  onPrevious,
  onNext,
  onSkip,
}: TourCardProps) {
  const { locale } = useConfig();
  const last = index === total - 1;
  return (
    <>
      {/* Focus stays on Next while the steps change: the new step is read out from here. */}
      <div aria-live="polite">
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {!last && (
            <button type="button" className={styles.skip} onClick={onSkip}>
              {locale.tour.skip}
            </button>
          )}
        </div>
        {description !== undefined && description !== null && (
          <div className={styles.description} id={descriptionId}>
            {description}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        <span className={styles.indicator}>
          {locale.tour.step
            .replace('{current}', String(index + 1))
            .replace('{total}', String(total))}
        </span>
        {index > 0 && (
          <Button size="small" onClick={onPrevious}>
            {locale.tour.previous}
          </Button>
        )}
        <Button size="small" color="primary" onClick={onNext}>
          {last ? locale.tour.done : locale.tour.next}
        </Button>
      </div>
    </>
  );
}
