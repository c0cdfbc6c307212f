import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useConfigScope } from '../config-provider/configContext';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { GetContainer } from '../internal/portal';
import { useControllableState } from '../internal/useControllableState';
import { useLatest } from '../internal/useLatest';
import { usePresence } from '../internal/usePresence';
import * as styles from './Popover.css';
import type { PopoverPlacement } from './position';
import { useOpenListeners } from './useOpenListeners';
import { usePlacement } from './usePlacement';

export interface PopoverProps extends NativeProps<
  '--tm-popover-background' | '--tm-popover-z-index'
> {
  /** What the popover shows. */
  content?: ReactNode;
  /** The trigger: one element that accepts `onClick`, usually a Button. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /**
   * Preferred side and alignment; flips to the other side when there is no room.
   * @defaultValue 'top'
   */
  placement?: PopoverPlacement;
  /** Controlled visibility. */
  visible?: boolean;
  /**
   * Initial visibility when uncontrolled.
   * @defaultValue false
   */
  defaultVisible?: boolean;
  /** Called when the popover wants to open or close (trigger, outside tap, Escape). */
  onVisibleChange?: (visible: boolean) => void;
  /**
   * What opens it. `click`: a tap on the trigger toggles it. `hover`: the pointer resting on the
   * trigger or the bubble, or keyboard focus on the trigger, opens it; leaving closes it after
   * `closeDelay`. A tap still opens a hover popover on touch screens.
   * @defaultValue 'click'
   */
  trigger?: 'click' | 'hover';
  /**
   * With `trigger="hover"`: ms the pointer rests on the trigger (or focus stays) before opening.
   * @defaultValue 100
   */
  openDelay?: number;
  /**
   * With `trigger="hover"`: ms after the pointer or focus leaves before closing, so the pointer
   * can cross the gap to the bubble.
   * @defaultValue 150
   */
  closeDelay?: number;
  /**
   * Light surface or dark bubble.
   * @defaultValue 'light'
   */
  mode?: 'light' | 'dark';
  /**
   * Unmounts the content when hidden.
   * @defaultValue false
   */
  destroyOnHide?: boolean;
  /** Where to render; see Popup. */
  getContainer?: GetContainer;
  /** @internal Set by Popover.Menu. */
  popupRole?: 'menu';
  /** @internal Called once the popover is placed and visible. */
  onPlaced?: (element: HTMLElement) => void;
}

/**
 * A small bubble anchored to an element, for tips and quick actions. It follows its anchor when
 * the page or a scroll container scrolls or the window resizes. Closes on outside tap and Escape.
 */
export function Popover({
  content,
  children,
  placement = 'top',
  visible,
  defaultVisible = false,
  onVisibleChange,
  trigger = 'click',
  openDelay = 100,
  closeDelay = 150,
  mode = 'light',
  destroyOnHide = false,
  getContainer,
  popupRole,
  onPlaced,
  ...rest
}: PopoverProps) {
  const config = useConfigScope();
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returningFocus = useRef(false);
  // Focus coming back to the trigger must not open a hover popover again.
  const focusTrigger = useCallback(() => {
    returningFocus.current = true;
    anchorRef.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    returningFocus.current = false;
  }, []);
  const [open, setOpen] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  const { mounted, hidden } = usePresence(open, { keepMounted: !destroyOnHide });
  const latest = useLatest({
    setOpen,
    onPlaced,
    getContainer,
    configContainer: config.getContainer,
  });

  const { position, place } = usePlacement(open, placement, popoverRef, anchorRef, latest);
  useOpenListeners(open, popoverRef, anchorRef, latest, place, hoverTimer, focusTrigger);

  // Hover: one pending open or close at a time; the latest intent wins.
  const hover = trigger === 'hover';
  const schedule = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => {
        // Closing while focus is inside would strand it in a hidden element.
        if (!next && popoverRef.current?.contains(document.activeElement)) focusTrigger();
        latest.current.setOpen(next);
      },
      next ? openDelay : closeDelay,
    );
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const within = (node: EventTarget | null) =>
    node instanceof Node &&
    Boolean(anchorRef.current?.contains(node) || popoverRef.current?.contains(node));
  const hoverHandlers = hover
    ? {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') schedule(true);
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') schedule(false);
        },
        onFocus: () => {
          if (!returningFocus.current) schedule(true);
        },
        onBlur: (event: FocusEvent) => {
          if (!within(event.relatedTarget)) schedule(false);
        },
      }
    : undefined;

  const triggerElement = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      // A hover popover opens on tap (touch screens have no hover) and never closes on it.
      setOpen(hover || !open);
    },
    'aria-expanded': open,
    'aria-haspopup': popupRole ?? true,
    'aria-controls': open ? id : undefined,
  } as Record<string, unknown>);

  const placed = position
    ? ({
        '--tm-popover-x': `${Math.round(position.x)}px`,
        '--tm-popover-y': `${Math.round(position.y)}px`,
        '--tm-popover-arrow': `${Math.round(position.arrow)}px`,
      } as Record<string, string>)
    : undefined;

  return (
    <>
      <span ref={anchorRef} className={styles.anchor} {...hoverHandlers}>
        {triggerElement}
      </span>
      {mounted && (
        <OverlayPortal getContainer={getContainer}>
          <div
            ref={popoverRef}
            id={id}
            hidden={hidden}
            data-mode={mode}
            data-placement={position?.placement ?? placement}
            data-measuring={(open && !position) || undefined}
            data-anchor-hidden={position?.anchorHidden || undefined}
            data-state={open ? 'open' : 'closed'}
            {...nativeProps(rest, styles.root, placed)}
            {...hoverHandlers}
          >
            {content}
            <span className={styles.arrowTip} aria-hidden />
          </div>
        </OverlayPortal>
      )}
    </>
  );
}
