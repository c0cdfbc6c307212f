import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckIcon, CloseIcon, LoadingIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import type { GetContainer } from '../internal/portal';
import { useDrag } from '../internal/useDrag';
import { usePresence } from '../internal/usePresence';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Toast.css';
import { shouldDismissSwipe, swipeOffset } from './toastSwipe';

export type ToastIcon = 'success' | 'fail' | 'loading';

export interface ToastProps
  extends
    NativeProps<'--tm-toast-background' | '--tm-toast-z-index'>,
    Pick<OverlayProps, 'getContainer' | 'afterClose'> {
  /**
   * Shows the toast.
   * @defaultValue false
   */
  visible?: boolean;
  /** The message. Keep it short: it is read out by screen readers. */
  content?: ReactNode;
  /** A preset icon (`success`, `fail`, `loading`) or your own element. */
  icon?: ToastIcon | ReactNode;
  /**
   * Where the toast appears.
   * @defaultValue 'center'
   */
  position?: 'top' | 'center' | 'bottom';
  /**
   * Lets taps reach the page while the toast shows; `false` blocks them (e.g. during loading).
   * @defaultValue true
   */
  maskClickable?: boolean;
  /**
   * Called when the user swipes the toast away; set `visible` to false here. `Toast.show`
   * toasts close themselves.
   */
  onClose?: () => void;
  /**
   * With `onClose`, a swipe sideways, or towards the nearest screen edge (up; down for bottom
   * toasts), past 48 px or with a flick, dismisses the toast.
   * @defaultValue true
   */
  closeOnSwipe?: boolean;
}

interface Offset {
  x: number;
  y: number;
}

/** Long enough for screen readers to have noticed the live region before its text arrives. */
const ANNOUNCE_DELAY = 100;

const presetIcons: Record<ToastIcon, ReactNode> = {
  success: <CheckIcon className={styles.icon} />,
  fail: <CloseIcon className={styles.icon} />,
  loading: <LoadingIcon className={styles.icon} />,
};

interface ToastLayerProps {
  position: NonNullable<ToastProps['position']>;
  block: boolean;
  getContainer: GetContainer;
  children: ReactNode;
}

/**
 * The screen the toasts at one position share: they line up in its column, so stacked toasts
 * never overlap.
 */
export function ToastLayer({ position, block, getContainer, children }: ToastLayerProps) {
  return (
    <OverlayPortal getContainer={getContainer}>
      <div className={cx(styles.root, styles.position[position])} data-block={block || undefined}>
        {children}
      </div>
    </OverlayPortal>
  );
}

/**
 * A brief message that does not interrupt. Usually shown with `Toast.show()`; the component form
 * suits toasts tied to a piece of state.
 */
export function Toast({
  visible = false,
  position = 'center',
  maskClickable = true,
  getContainer,
  ...rest
}: ToastProps) {
  // The layer stays while the box fades out.
  const { mounted } = usePresence(visible);
  return mounted ? (
    <ToastLayer position={position} block={!maskClickable} getContainer={getContainer}>
      <ToastBox {...rest} visible={visible} position={position} />
    </ToastLayer>
  ) : null;
}

/**
 * One toast in its layer: the box on screen and the status region that speaks for it.
 * `shownId` is the `Toast.show` toast it stands for: a new toast with the same text as the one
 * it replaces is still news, where an update that leaves the text as it was is not.
 */
export function ToastBox({
  visible = false,
  content,
  icon,
  position = 'center',
  afterClose,
  onClose,
  closeOnSwipe = true,
  shownId,
  ...rest
}: Omit<ToastProps, 'maskClickable' | 'getContainer'> & { shownId?: number }) {
  const { mounted } = usePresence(visible, { afterClose });
  const [drag, setDrag] = useState<Offset | null>(null);
  // Where a swipe let go of the toast: it fades out from there. Still visible after the swipe
  // means the toast was replaced by the next one (or kept): that one starts in place.
  const [released, setReleased] = useState<Offset | null>(null);
  if (visible && released) setReleased(null);
  const swipeable = Boolean(onClose) && closeOnSwipe;

  const dragRef = useDrag({
    enabled: swipeable && visible,
    onDrag: ({ phase, axis, movement, velocity }) => {
      const offset = swipeOffset(axis, movement, position);
      if (phase !== 'end') {
        setDrag(offset);
        return;
      }
      setDrag(null);
      if (shouldDismissSwipe(axis, movement, velocity, position)) {
        setReleased(offset);
        onClose?.();
      }
    },
  });
  const box = useRef<HTMLDivElement | null>(null);
  // Stable, because useDrag restarts its listeners when handed a new callback.
  const boxRef = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      dragRef(el);
    },
    [dragRef],
  );

  // Screen readers (VoiceOver above all) skip a live region inserted together with its text. The
  // region therefore mounts empty and gets the box's text a moment later, and again when that
  // text changes; the box itself is hidden from them so nothing is read twice.
  const region = useRef<HTMLDivElement>(null);
  const said = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const text = (visible && box.current?.textContent) || '';
    const next = `${shownId} ${text}`;
    if (next === said.current) return;
    said.current = next;
    clearTimeout(timer.current);
    // Emptied first, so the same text shown again is heard again.
    if (region.current) region.current.textContent = '';
    if (!text) return;
    timer.current = setTimeout(() => {
      if (region.current) region.current.textContent = text;
    }, ANNOUNCE_DELAY);
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // A remount (strict mode) announces afresh.
      said.current = null;
    },
    [],
  );

  if (!mounted) return null;
  const offset = drag ?? (visible ? null : released);
  const offsetStyle = offset
    ? ({
        '--tm-toast-swipe-x': `${Math.round(offset.x)}px`,
        '--tm-toast-swipe-y': `${Math.round(offset.y)}px`,
      } as Record<string, string>)
    : undefined;
  const iconNode =
    typeof icon === 'string' && icon in presetIcons ? presetIcons[icon as ToastIcon] : icon;
  return (
    <>
      <div
        ref={boxRef}
        aria-hidden
        data-state={visible ? 'open' : 'closed'}
        data-swipeable={swipeable || undefined}
        data-dragging={drag !== null || undefined}
        {...nativeProps(rest, cx(styles.box, iconNode != null && styles.withIcon), offsetStyle)}
      >
        {iconNode}
        {content}
      </div>
      <div ref={region} role="status" aria-live="polite" className={visuallyHidden} />
    </>
  );
}
