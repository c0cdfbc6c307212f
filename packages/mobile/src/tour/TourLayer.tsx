import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { GetContainer } from '../internal/portal';
import { useModalOverlay } from '../internal/useModalOverlay';
import type { PopoverPlacement } from '../popover/position';
import type { TourCssVariable, TourStep } from './Tour';
import * as styles from './Tour.css';
import { TourCard } from './TourCard';
import { maskPath } from './tourGeometry';
import { useTourLayout } from './useTourLayout';

interface TourLayerProps extends NativeProps<TourCssVariable> {
  open: boolean;
  hidden: boolean;
  step: TourStep;
  index: number;
  total: number;
  placement: PopoverPlacement;
  highlightPadding: number;
  highlightRadius: number;
  getContainer: GetContainer;
  disableBodyScroll: boolean;
  closeOnBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/** The mask with its cut-out and the step card, placed against the target. Client only. */
export function TourLayer({
  open,
  hidden,
  step,
  index,
  total,
  placement,
  highlightPadding,
  highlightRadius,
  getContainer,
  disableBodyScroll,
  closeOnBack,
  onPrevious,
  onNext,
  onSkip,
  ...rest
}: TourLayerProps) {
  const id = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const layout = useTourLayout({
    active: open,
    step: index,
    target: step.target,
    placement,
    padding: highlightPadding,
    layerRef,
    cardRef,
  });

  // Shown once placed: the card is hidden while measured, and hidden elements take no focus.
  const shown = open && layout !== null;
  useModalOverlay({
    active: shown,
    layerRef: cardRef,
    getContainer,
    lockScroll: disableBodyScroll,
    onEscape: onSkip,
    onBack: closeOnBack ? onSkip : undefined,
  });

  // A button that goes away with the step (Previous on the first) would drop focus to the page.
  // Only on a change of step: the first focus, and its return on close, are the overlay's.
  const focusedStep = useRef<number | null>(null);
  useEffect(() => {
    const card = cardRef.current;
    const changed = focusedStep.current !== null && focusedStep.current !== index;
    focusedStep.current = shown ? index : null;
    if (shown && changed && card && !card.contains(document.activeElement)) {
      card.focus({ preventScroll: true });
    }
  }, [shown, index]);

  const cardPlace = layout?.card;
  const cardStyle = useMemo(
    () =>
      cardPlace
        ? ({
            '--tm-tour-x': `${Math.round(cardPlace.x)}px`,
            '--tm-tour-y': `${Math.round(cardPlace.y)}px`,
          } as CSSProperties)
        : undefined,
    [cardPlace],
  );

  const hole = layout?.hole ?? null;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasDescription = step.description !== undefined && step.description !== null;
  return (
    <div
      ref={layerRef}
      hidden={hidden}
      data-state={open ? 'open' : 'closed'}
      {...nativeProps(rest, styles.root)}
    >
      <svg className={styles.mask} aria-hidden="true" focusable="false">
        {layout && (
          <path
            className={styles.shade}
            fillRule="evenodd"
            d={maskPath(layout.size, hole, highlightRadius)}
          />
        )}
        {hole && (
          <rect
            className={styles.ring}
            x={hole.x}
            y={hole.y}
            width={hole.width}
            height={hole.height}
            rx={Math.min(highlightRadius, hole.width / 2, hole.height / 2)}
          />
        )}
      </svg>
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.card}
        style={cardStyle}
        data-measuring={!layout || undefined}
        data-centred={(layout && !layout.card) || undefined}
        data-placement={layout?.card?.placement}
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
    </div>
  );
}
