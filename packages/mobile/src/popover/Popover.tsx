import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useConfig } from '../config-provider/configContext';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import { resolveContainer, type GetContainer } from '../internal/portal';
import { useControllableState } from '../internal/useControllableState';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useLatest } from '../internal/useLatest';
import { usePresence } from '../internal/usePresence';
import * as styles from './Popover.css';
import { computePosition, type PopoverPlacement, type Position } from './position';

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
  /** Called when the popover wants to open or close (trigger tap, outside tap, scroll, Escape). */
  onVisibleChange?: (visible: boolean) => void;
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

/** A small bubble anchored to an element, for tips and quick actions. Closes on outside tap, scroll and Escape. */
export function Popover({
  content,
  children,
  placement = 'top',
  visible,
  defaultVisible = false,
  onVisibleChange,
  mode = 'light',
  destroyOnHide = false,
  getContainer,
  popupRole,
  onPlaced,
  ...rest
}: PopoverProps) {
  const config = useConfig();
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  const [position, setPosition] = useState<Position | null>(null);
  const { mounted, hidden } = usePresence(open, { keepMounted: !destroyOnHide });
  const latest = useLatest({
    setOpen,
    onPlaced,
    getContainer,
    configContainer: config.getContainer,
  });

  useIsomorphicLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = anchorRef.current;
    if (!open || !popover || !anchor) {
      setPosition(null);
      return;
    }
    // Where (0, 0) of the fixed popover lands: the origin of its containing block, which is a
    // transformed ancestor (a demo frame) when there is one and the viewport otherwise.
    const origin = popover.getBoundingClientRect();
    const container = resolveContainer(latest.current.getContainer, latest.current.configContainer);
    const box =
      container && container !== document.body
        ? container.getBoundingClientRect()
        : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
    const a = anchor.getBoundingClientRect();
    const next = computePosition(
      { x: a.left, y: a.top, width: a.width, height: a.height },
      { width: popover.offsetWidth, height: popover.offsetHeight },
      placement,
      { x: box.left, y: box.top, width: box.width, height: box.height },
    );
    setPosition({ ...next, x: next.x - origin.left, y: next.y - origin.top });
  }, [open, placement, latest]);

  useEffect(() => {
    if (position && popoverRef.current) latest.current.onPlaced?.(popoverRef.current);
  }, [position, latest]);

  useEffect(() => {
    if (!open) return;
    const close = () => latest.current.setOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !anchorRef.current?.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      anchorRef.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    };
    const onScroll = (event: Event) => {
      if (!popoverRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, latest]);

  const trigger = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setOpen(!open);
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
      <span ref={anchorRef} className={styles.anchor}>
        {trigger}
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
            data-state={open ? 'open' : 'closed'}
            {...nativeProps(rest, styles.root, placed)}
          >
            {content}
            <span className={styles.arrowTip} aria-hidden />
          </div>
        </OverlayPortal>
      )}
    </>
  );
}
