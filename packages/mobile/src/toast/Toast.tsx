import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon, LoadingIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { GetContainer } from '../internal/portal';
import { usePresence } from '../internal/usePresence';
import * as styles from './Toast.css';

export type ToastIcon = 'success' | 'fail' | 'loading';

export interface ToastProps extends NativeProps<'--tm-toast-background' | '--tm-toast-z-index'> {
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
  /** Where to render; see Popup. */
  getContainer?: GetContainer;
  /** Called after the hide animation. */
  afterClose?: () => void;
}

const presetIcons: Record<ToastIcon, ReactNode> = {
  success: <CheckIcon className={styles.icon} />,
  fail: <CloseIcon className={styles.icon} />,
  loading: <LoadingIcon className={styles.icon} />,
};

/**
 * A brief message that does not interrupt. Usually shown with `Toast.show()`; the component form
 * suits toasts tied to a piece of state.
 */
export function Toast({
  visible = false,
  content,
  icon,
  position = 'center',
  maskClickable = true,
  getContainer,
  afterClose,
  ...rest
}: ToastProps) {
  const { mounted, hidden } = usePresence(visible, { afterClose });
  if (!mounted) return null;
  const iconNode =
    typeof icon === 'string' && icon in presetIcons ? presetIcons[icon as ToastIcon] : icon;
  return (
    <OverlayPortal getContainer={getContainer}>
      <div
        className={cx(styles.root, styles.position[position])}
        data-block={!maskClickable || undefined}
        hidden={hidden}
      >
        <div
          role="status"
          aria-live="polite"
          data-state={visible ? 'open' : 'closed'}
          {...nativeProps(rest, cx(styles.box, iconNode != null && styles.withIcon))}
        >
          {iconNode}
          {content}
        </div>
      </div>
    </OverlayPortal>
  );
}
