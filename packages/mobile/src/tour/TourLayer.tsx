import { useRef } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { GetContainer } from '../internal/portal';
import { useModalOverlay } from '../internal/useModalOverlay';
import type { PopoverPlacement } from '../popover/position';
import type { TourCssVariable, TourStep } from './Tour';
import * as styles from './Tour.css';
import { TourDialog } from './TourDialog';
import { maskPath } from './tourGeometry';
import { useStepFocus } from './useStepFocus';
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
  useStepFocus(cardRef, shown, index);
  const hole = layout?.hole ?? null;

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
      <TourDialog
        cardRef={cardRef}
        layout={layout}
        step={step}
        index={index}
        total={total}
        onPrevious={onPrevious}
        onNext={onNext}
        onSkip={onSkip}
      />
    </div>
  );
}
