import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { imageViewer as english } from '../locale/en-US/imageViewer';
import { common as englishCommon } from '../locale/en-US/common';
import { CloseIcon } from '../icon/icons';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useModalOverlay } from '../internal/useModalOverlay';
import { useMounted } from '../internal/useMounted';
import { usePresence } from '../internal/usePresence';
import * as styles from './ImageViewer.css';

interface ViewerShellProps extends OverlayProps, NativeProps {
  visible: boolean;
  onClose: (() => void) | undefined;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The full-screen layer both viewers share: portal, presence, scroll lock, focus, Escape and
 * the browser's Back through the overlay core, and a close button.
 */
export function ViewerShell({
  visible,
  onClose,
  onKeyDown,
  destroyOnClose = false,
  forceRender = false,
  getContainer,
  afterShow,
  afterClose,
  disableBodyScroll = true,
  children,
  ...rest
}: ViewerShellProps) {
  const texts = useLocaleTexts('imageViewer', english);
  const common = useLocaleTexts('common', englishCommon);
  const layer = useRef<HTMLDivElement>(null);
  const ready = useMounted();
  const { mounted, hidden } = usePresence(visible, {
    keepMounted: !destroyOnClose,
    forceRender,
    afterShow,
    afterClose,
  });
  useModalOverlay({
    active: visible && mounted && ready,
    layerRef: layer,
    getContainer,
    lockScroll: disableBodyScroll,
    onEscape: onClose,
    onBack: onClose,
  });
  if (!mounted) return null;
  return (
    <OverlayPortal getContainer={getContainer}>
      {/* Arrow keys anywhere in the dialog move between pictures. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={layer}
        role="dialog"
        aria-modal="true"
        aria-label={texts.label}
        tabIndex={-1}
        hidden={hidden}
        data-state={visible ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
        {...nativeProps(rest, styles.root)}
      >
        {children}
        <button type="button" className={styles.close} aria-label={common.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </OverlayPortal>
  );
}
