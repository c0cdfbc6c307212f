import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useConfigScope } from '../config-provider/configContext';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { resolveContainer } from '../internal/portal';
import { lockScroll } from '../internal/scrollLock';
import { usePresence } from '../internal/usePresence';
import * as styles from './Mask.css';

export interface MaskProps
  extends NativeProps<'--tm-mask-background' | '--tm-mask-z-index'>, OverlayProps {
  /**
   * Shows the mask.
   * @defaultValue false
   */
  visible?: boolean;
  /**
   * Tint colour. For any other colour set `--tm-mask-background`.
   * @defaultValue 'black'
   */
  color?: 'black' | 'white';
  /**
   * How strongly the mask dims what is behind it.
   * @defaultValue 'default'
   */
  opacity?: 'thin' | 'default' | 'thick';
  /** Called when the mask itself (not its content) is tapped. */
  onMaskClick?: (event: MouseEvent<HTMLDivElement>) => void;
  /** Content shown above the mask, e.g. a loading indicator. */
  children?: ReactNode;
}

/** A dimming layer behind overlays; it is decorative, so assistive technology never sees it. */
export function Mask({
  visible = false,
  color = 'black',
  opacity = 'default',
  onMaskClick,
  disableBodyScroll = true,
  destroyOnClose = false,
  forceRender = false,
  getContainer,
  afterShow,
  afterClose,
  children,
  ...rest
}: MaskProps) {
  const config = useConfigScope();
  const rootRef = useRef<HTMLDivElement>(null);
  const pressed = useRef<EventTarget | null>(null);
  const { mounted, hidden } = usePresence(visible, {
    keepMounted: !destroyOnClose,
    forceRender,
    afterShow,
    afterClose,
  });

  useEffect(() => {
    const el = rootRef.current;
    if (!visible || !disableBodyScroll || !el) return;
    return lockScroll(resolveContainer(getContainer, config.getContainer) ?? document.body, el);
  }, [visible, disableBodyScroll, getContainer, config.getContainer]);

  if (!mounted) return null;
  return (
    <OverlayPortal getContainer={getContainer}>
      {/* The mask is pointer-only: keyboard users close overlays with Escape or their buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={rootRef}
        data-state={visible ? 'open' : 'closed'}
        hidden={hidden}
        aria-hidden={children ? undefined : true}
        // Only a tap that began on the mask: the finger of a long press that opened the overlay
        // lifts onto it, and a press that began in the content may end on it.
        onPointerDown={(event) => {
          pressed.current = event.target;
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget && pressed.current === event.target)
            onMaskClick?.(event);
          pressed.current = null;
        }}
        {...nativeProps(
          rest,
          cx(
            styles.root,
            getContainer === null && styles.nested,
            styles.tint[`${color}-${opacity}`],
          ),
        )}
      >
        {children}
      </div>
    </OverlayPortal>
  );
}
