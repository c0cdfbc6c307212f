import { useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useControllableState } from '../internal/useControllableState';
import { useModalOverlay } from '../internal/useModalOverlay';
import { useMounted } from '../internal/useMounted';
import { usePresence } from '../internal/usePresence';
import { warn } from '../internal/warn';
import type { PopoverPlacement } from '../popover/position';
import * as styles from './Tour.css';
import { TourCard } from './TourCard';
import { maskPath } from './tourGeometry';
import type { TourTarget } from './tourTarget';
import { useTourLayout } from './useTourLayout';

/** Side of the target the step card goes to, and how it lines up; it flips when out of room. */
export type TourPlacement = PopoverPlacement;

export interface TourStep {
  /**
   * The element to highlight: a ref, a CSS selector, or a function returning the element. Left
   * out, or matching nothing, the step shows in the centre of the screen.
   */
  target?: TourTarget;
  /** Title of the step; it names the step dialog. */
  title: ReactNode;
  /** What the step explains; it describes the step dialog. */
  description?: ReactNode;
  /** Where the card goes next to the target; overrides the tour's `placement`. */
  placement?: TourPlacement;
}

export interface TourProps
  extends
    NativeProps<
      | '--tm-tour-z-index'
      | '--tm-tour-mask-color'
      | '--tm-tour-ring-color'
      | '--tm-tour-background'
      | '--tm-tour-width'
      | '--tm-tour-radius'
    >,
    OverlayProps {
  /** The steps, in order. Each highlights its `target` and shows its `title` and `description`. */
  steps: TourStep[];
  /** Shows the tour (controlled). */
  open?: boolean;
  /**
   * Shows the tour from the start (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean;
  /** Index of the step shown (controlled). */
  current?: number;
  /**
   * Index of the first step shown (uncontrolled).
   * @defaultValue 0
   */
  defaultCurrent?: number;
  /** Called with the new index when Next or Previous moves to another step. */
  onChange?: (current: number) => void;
  /**
   * Called when the tour closes, with the index of the step it closed on: skipped (the Skip
   * button, Escape) or finished. Set `open` to false here.
   */
  onClose?: (current: number) => void;
  /** Called when Done is pressed on the last step, before `onClose`. */
  onFinish?: () => void;
  /**
   * Where step cards go next to their target, unless a step says otherwise.
   * @defaultValue 'bottom'
   */
  placement?: TourPlacement;
  /**
   * Space in px between the target and the edge of the highlight.
   * @defaultValue 4
   */
  highlightPadding?: number;
  /**
   * Corner radius in px of the highlight.
   * @defaultValue 8
   */
  highlightRadius?: number;
}

/**
 * A guided tour: one step at a time, a card explains a part of the page while a mask dims the
 * rest, with a cut-out around that part. Modal: focus moves into the card, Escape skips.
 */
export function Tour({
  steps,
  open: openProp,
  defaultOpen = false,
  current: currentProp,
  defaultCurrent = 0,
  onChange,
  onClose,
  onFinish,
  placement = 'bottom',
  highlightPadding = 4,
  highlightRadius = 8,
  destroyOnClose = false,
  forceRender = false,
  getContainer,
  afterShow,
  afterClose,
  disableBodyScroll = true,
  ...rest
}: TourProps) {
  const id = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const ready = useMounted();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen });
  const [current, setCurrent] = useControllableState({
    value: currentProp,
    defaultValue: defaultCurrent,
    onChange,
  });
  const total = steps.length;
  const index = Math.min(Math.max(Math.trunc(current) || 0, 0), Math.max(total - 1, 0));
  const step = steps[index];
  const { mounted, hidden } = usePresence(open && total > 0, {
    keepMounted: !destroyOnClose,
    forceRender,
    afterShow,
    afterClose,
  });

  useEffect(() => {
    if (open && total === 0) warn('Tour', 'steps is empty; nothing to show.');
    else if (open && index !== current)
      warn(
        'Tour',
        `current ${String(current)} is not a step index (0 to ${total - 1}); showing ${index}.`,
      );
  }, [open, total, index, current]);

  const active = open && total > 0 && mounted && ready;
  const layout = useTourLayout({
    active,
    step: index,
    target: step?.target,
    placement: step?.placement ?? placement,
    padding: highlightPadding,
    layerRef,
    cardRef,
  });

  const close = () => {
    setOpen(false);
    onClose?.(index);
  };
  // Shown once placed: the card is hidden while measured, and hidden elements take no focus.
  const shown = active && layout !== null;
  useModalOverlay({
    active: shown,
    layerRef: cardRef,
    getContainer,
    lockScroll: disableBodyScroll,
    onEscape: close,
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
        ? {
            '--tm-tour-x': `${Math.round(cardPlace.x)}px`,
            '--tm-tour-y': `${Math.round(cardPlace.y)}px`,
          }
        : undefined,
    [cardPlace],
  );

  if (!mounted || !step) return null;
  const hole = layout?.hole ?? null;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasDescription = step.description !== undefined && step.description !== null;
  return (
    <OverlayPortal getContainer={getContainer}>
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
          style={cardStyle as CSSProperties | undefined}
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
            onPrevious={() => setCurrent(index - 1)}
            onNext={() => {
              if (index < total - 1) {
                setCurrent(index + 1);
                return;
              }
              onFinish?.();
              close();
            }}
            onSkip={close}
          />
        </div>
      </div>
    </OverlayPortal>
  );
}
