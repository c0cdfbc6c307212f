import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useConfigScope } from '../config-provider/configContext';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useControllableState } from '../internal/useControllableState';
import { useLatest } from '../internal/useLatest';
import { useMounted } from '../internal/useMounted';
import { usePresence } from '../internal/usePresence';
import * as styles from './Popover.css';
import { placedStyle, type PopoverPlacement } from './position';
import { useContextMenuTrigger } from './useContextMenuTrigger';
import { useHoverTrigger } from './useHoverTrigger';
import { useOpenListeners } from './useOpenListeners';
import { usePlacement } from './usePlacement';

export interface PopoverProps
  extends
    NativeProps<'--tm-popover-background' | '--tm-popover-z-index'>,
    Pick<OverlayProps, 'getContainer'> {
  /** What the popover shows. */
  content?: ReactNode;
  /**
   * The trigger: one element that accepts `onClick`, usually a Button. With
   * `trigger="contextmenu"` it must also take keyboard focus: a Button or a link, or an element
   * with `tabIndex={0}` and a role.
   */
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
   * `closeDelay`. A tap still opens a hover popover on touch screens. `contextmenu`: a long press
   * (500 ms without moving), a right click, or the Context Menu key or Shift+F10 on the focused
   * trigger opens it, while a tap keeps the trigger's own action; the click that ends a long
   * press is dropped, and the trigger's text cannot be selected (nor called out on iOS).
   * @defaultValue 'click'
   */
  trigger?: 'click' | 'hover' | 'contextmenu';
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
  /** @internal Set by Popover.Menu. */
  popupRole?: 'menu';
  /** @internal Id of the element with `popupRole`, inside `content`. */
  popupId?: string;
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
  popupId,
  onPlaced,
  ...rest
}: PopoverProps) {
  const config = useConfigScope();
  const rendered = useMounted();
  const id = useId();
  const anchorId = `${id}-anchor`;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
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

  const hover = trigger === 'hover';
  const contextMenu = trigger === 'contextmenu';
  const [hoverHandlers, hoverTimer, focusTrigger] = useHoverTrigger(
    hover,
    openDelay,
    closeDelay,
    anchorRef,
    popoverRef,
    latest,
  );
  const contextMenuHandlers = useContextMenuTrigger(contextMenu, open, latest);
  const { position, place } = usePlacement(open, placement, popoverRef, anchorRef, latest);
  useOpenListeners(open, popoverRef, anchorRef, latest, place, hoverTimer, focusTrigger);
  // Closing with the focus inside (a menu item chosen, a button in the bubble) would strand it
  // in a hidden element: it goes back to the trigger, as after Escape.
  useEffect(() => {
    if (!open && popoverRef.current?.contains(document.activeElement)) focusTrigger();
  }, [open, focusTrigger]);

  const triggerElement = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      // A hover popover opens on tap (touch screens have no hover) and never closes on it; a
      // context menu leaves the tap to the trigger.
      if (!contextMenu) setOpen(hover || !open);
    },
    'aria-expanded': open,
    'aria-haspopup': popupRole ?? 'dialog',
    // Never an id missing from the page: the portal renders nothing until hydration is over,
    // and a closed bubble may be unmounted.
    'aria-controls': open && rendered ? (popupId ?? id) : undefined,
  } as Record<string, unknown>);

  return (
    <>
      <span
        ref={anchorRef}
        id={anchorId}
        className={cx(styles.anchor, contextMenu && styles.contextMenuAnchor)}
        {...hoverHandlers}
        {...contextMenuHandlers}
      >
        {triggerElement}
      </span>
      {mounted && (
        <OverlayPortal getContainer={getContainer}>
          <div
            ref={popoverRef}
            id={id}
            // A menu's role is on the list inside. Any other bubble is a non-modal dialog,
            // named after its trigger unless given a name of its own.
            role={popupRole ? undefined : 'dialog'}
            aria-labelledby={popupRole || rest['aria-label'] ? undefined : anchorId}
            hidden={hidden}
            data-mode={mode}
            data-placement={position?.placement ?? placement}
            data-measuring={(open && !position) || undefined}
            data-anchor-hidden={position?.anchorHidden || undefined}
            data-state={open ? 'open' : 'closed'}
            {...nativeProps(rest, styles.root, placedStyle(position))}
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
