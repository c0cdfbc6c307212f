import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { tour as english } from '../locale/en-US/tour';
import * as styles from './Tour.css';

interface TourCardProps {
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
  const texts = useLocaleTexts('tour', english);
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
              {texts.skip}
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
        <span className={styles.indicator}>{pageText(texts.step, index + 1, total)}</span>
        {index > 0 && (
          <Button size="small" onClick={onPrevious}>
            {texts.previous}
          </Button>
        )}
        <Button size="small" color="primary" onClick={onNext}>
          {last ? texts.done : texts.next}
        </Button>
      </div>
    </>
  );
}
