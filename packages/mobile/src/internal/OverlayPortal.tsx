import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useConfigScope } from '../config-provider/configContext';
import { resolveContainer, type GetContainer } from './portal';
import { useMounted } from './useMounted';

interface OverlayPortalProps {
  getContainer: GetContainer;
  children: ReactNode;
}

/**
 * Renders an overlay into its container once mounted (nothing on the server and during
 * hydration). The theme classes of the nearest ConfigProvider go on the portal root, because a
 * portal leaves the DOM subtree that carries them.
 */
export function OverlayPortal({ getContainer, children }: OverlayPortalProps) {
  const mounted = useMounted();
  const config = useConfigScope();
  if (!mounted) return null;
  const container = resolveContainer(getContainer, config.getContainer);
  if (!container) return <>{children}</>;
  return createPortal(
    // React bubbles events from a portal to the overlay's parents in the component tree: a tap
    // inside a popup opened from a clickable row would also click the row. Stop clicks here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={config.className}
      data-tm-portal=""
      data-theme={config.theme}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </div>,
    container,
  );
}
