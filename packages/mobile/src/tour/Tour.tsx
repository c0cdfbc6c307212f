import { useEffect, type ReactNode } from 'react';
import type { NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useControllableState } from '../internal/useControllableState';
import { usePresence } from '../internal/usePresence';
import { warn } from '../internal/warn';
import type { PopoverPlacement } from '../popover/position';
import { TourLayer } from './TourLayer';
import type { TourTarget } from './tourTarget';

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

/** The public CSS variables of Tour. */
export type TourCssVariable =
  | '--tm-tour-z-index'
  | '--tm-tour-mask-color'
  | '--tm-tour-ring-color'
  | '--tm-tour-background'
  | '--tm-tour-width'
  | '--tm-tour-radius';

export interface TourProps extends NativeProps<TourCssVariable>, OverlayProps {
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
   * button, Escape, Back) or finished. Set `open` to false here.
   */
  onClose?: (current: number) => void;
  /**
   * The browser back button (or Android back gesture) skips the tour instead of leaving the
   * page, as it closes a Popup.
   * @defaultValue true
   */
  closeOnBack?: boolean;
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
 * rest, with a cut-out around that part. Modal: focus moves into the card, Escape and the
 * browser's Back skip.
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
  closeOnBack = true,
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

  const close = () => {
    setOpen(false);
    onClose?.(index);
  };

  if (!mounted || !step) return null;
  // The layer measures and moves focus in layout effects: it renders on the client only, inside
  // the portal, which renders nothing on the server and during hydration.
  return (
    <OverlayPortal getContainer={getContainer}>
      <TourLayer
        {...rest}
        open={open}
        hidden={hidden}
        step={step}
        index={index}
        total={total}
        placement={step.placement ?? placement}
        highlightPadding={highlightPadding}
        highlightRadius={highlightRadius}
        getContainer={getContainer}
        disableBodyScroll={disableBodyScroll}
        closeOnBack={closeOnBack}
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
    </OverlayPortal>
  );
}
