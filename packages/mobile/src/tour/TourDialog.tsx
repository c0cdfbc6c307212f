import { useId, useMemo, type CSSProperties, type RefObject } from 'react';
import type { TourStep } from './Tour';
import * as styles from './Tour.css';
import { TourCard } from './TourCard';
import type { TourLayout } from './useTourLayout';

interface TourDialogProps {
  cardRef: RefObject<HTMLDivElement | null>;
  /** Where the card goes; `null` while it is measured. */
  layout: TourLayout | null;
  step: TourStep;
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/** The step card as a modal dialog, placed beside the target (or centred). */
export function TourDialog({
  cardRef,
  layout,
  step,
  index,
  total,
  onPrevious,
  onNext,
  onSkip,
}: TourDialogProps) {
  const id = useId();
  const place = layout?.card;
  const style = useMemo(
    () =>
      place
        ? ({
            '--tm-tour-x': `${Math.round(place.x)}px`,
            '--tm-tour-y': `${Math.round(place.y)}px`,
          } as CSSProperties)
        : undefined,
    [place],
  );
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasDescription = step.description !== undefined && step.description !== null;
  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      tabIndex={-1}
      className={styles.card}
      style={style}
      data-measuring={!layout || undefined}
      data-centred={(layout && !place) || undefined}
      data-placement={place?.placement}
    >
      <TourCard
        title={step.title}
        description={step.description}
        index={index}
        total={total}
        titleId={titleId}
        descriptionId={descriptionId}
        onPrevious={onPrevious}
        onNext={onNext}
        onSkip={onSkip}
      />
    </div>
  );
}
