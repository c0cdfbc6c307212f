import { useEffect, type RefObject } from 'react';
import { useConfigScope } from '../config-provider/configContext';
import { pushOverlay } from './overlayStack';
import { resolveContainer, type GetContainer } from './portal';
import { lockScroll } from './scrollLock';
import { useLatest } from './useLatest';

interface ModalOverlayOptions {
  /** The overlay is open and its element is rendered. */
  active: boolean;
  /** The dialog element: focus goes here, Tab stays inside it, touch scrolling is allowed in it. */
  layerRef: RefObject<HTMLElement | null>;
  getContainer: GetContainer;
  /** Lock scrolling of the container (the body, or the ConfigProvider container). */
  lockScroll: boolean;
  /** Move focus in, keep Tab inside, and give focus back on close. */
  trapFocus?: boolean;
  onEscape?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * The behaviour every modal overlay shares: scroll lock on its container, a place on the
 * overlay stack (Escape and Back close only the top one), focus moved in, trapped and restored.
 */
export function useModalOverlay({
  active,
  layerRef,
  getContainer,
  lockScroll: shouldLock,
  trapFocus = true,
  onEscape,
  onBack,
}: ModalOverlayOptions): void {
  const config = useConfigScope();
  const latest = useLatest({
    onEscape,
    onBack,
    getContainer,
    configContainer: config.getContainer,
  });
  const wantsBack = Boolean(onBack);
  const wantsEscape = Boolean(onEscape);

  useEffect(() => {
    const layer = layerRef.current;
    if (!active || !layer) return;
    const previous = document.activeElement;
    const container =
      resolveContainer(latest.current.getContainer, latest.current.configContainer) ??
      document.body;
    const unlock = shouldLock ? lockScroll(container, layer) : undefined;
    const pop = pushOverlay({
      element: layer,
      onEscape: wantsEscape ? () => latest.current.onEscape?.() : undefined,
      onBack: wantsBack ? () => latest.current.onBack?.() : undefined,
    });
    if (trapFocus && !layer.contains(document.activeElement)) layer.focus({ preventScroll: true });
    return () => {
      pop();
      unlock?.();
      const focusLeftBehind =
        !document.activeElement ||
        document.activeElement === document.body ||
        layer.contains(document.activeElement);
      if (trapFocus && previous instanceof HTMLElement && previous.isConnected && focusLeftBehind) {
        previous.focus({ preventScroll: true });
      }
    };
  }, [active, layerRef, shouldLock, trapFocus, wantsBack, wantsEscape, latest]);
}
