import { useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { OverlayPortal } from '../internal/OverlayPortal';
import type { OverlayProps } from '../internal/overlayProps';
import { useModalOverlay } from '../internal/useModalOverlay';
import { useMounted } from '../internal/useMounted';
import { usePresence } from '../internal/usePresence';
import { Mask } from '../mask/Mask';
import * as styles from './Dropdown.css';
import type { DropdownDirection } from './dropdownItems';
import { useLayerTop } from './useLayerTop';

export interface LayerPanel {
  key: string;
  /** `id` of the panel, which its title's `aria-controls` names. */
  id: string;
  /** `id` of the title that names the panel. */
  titleId: string;
  content: ReactNode;
}

interface DropdownLayerProps extends OverlayProps {
  direction: DropdownDirection;
  /** The menu open now, or `null`. */
  openKey: string | null;
  panels: LayerPanel[];
  barRef: RefObject<HTMLElement | null>;
  layerRef: RefObject<HTMLDivElement | null>;
  onMaskClick: () => void;
  onEscape: () => void;
}

/**
 * The mask and the open panel, from the bar's bottom edge down: the bar stays uncovered, so its
 * titles can switch or close the panel. Modal below the bar: scroll lock, Escape, Tab kept in.
 */
export function DropdownLayer({
  openKey,
  direction,
  panels,
  barRef,
  layerRef,
  onMaskClick,
  onEscape,
  destroyOnClose = false,
  forceRender = false,
  getContainer,
  afterShow,
  afterClose,
  disableBodyScroll = true,
}: DropdownLayerProps) {
  const open = openKey !== null;
  const ready = useMounted();
  /** The panel box: focus goes here, Tab stays inside, touch scrolling is allowed in it. */
  const panelRef = useRef<HTMLDivElement>(null);
  // While the panel slides away it keeps showing the menu that was open.
  const [shownKey, setShownKey] = useState(openKey);
  if (open && shownKey !== openKey) setShownKey(openKey);
  const [visited, setVisited] = useState<string[]>(() => (openKey ? [openKey] : []));
  if (openKey && !visited.includes(openKey)) setVisited([...visited, openKey]);
  const { mounted, hidden } = usePresence(open, {
    keepMounted: !destroyOnClose,
    forceRender,
    afterShow,
    afterClose,
  });
  if (hidden && destroyOnClose && !forceRender && visited.length > 0) setVisited([]);
  const top = useLayerTop(open && mounted && ready, direction, barRef, layerRef);

  useModalOverlay({
    active: open && mounted && ready,
    layerRef: panelRef,
    getContainer,
    lockScroll: disableBodyScroll,
    // The Dropdown moves focus itself: into the panel of each menu opened, back to its title.
    trapFocus: false,
    onEscape,
  });

  if (!mounted) return null;
  return (
    <OverlayPortal getContainer={getContainer}>
      <div
        ref={layerRef}
        className={styles.layer}
        hidden={hidden}
        data-direction={direction}
        style={top === null ? undefined : ({ '--tm-dropdown-top': `${top}px` } as CSSProperties)}
      >
        <Mask
          visible={open}
          getContainer={null}
          disableBodyScroll={false}
          onMaskClick={onMaskClick}
        />
        <div
          ref={panelRef}
          className={styles.panel}
          tabIndex={-1}
          data-state={open ? 'open' : 'closed'}
        >
          {panels.map((panel) => {
            const shown = panel.key === shownKey;
            if (!shown && !forceRender && !visited.includes(panel.key)) return null;
            return (
              <div
                key={panel.key}
                id={panel.id}
                role="dialog"
                aria-modal="true"
                aria-labelledby={panel.titleId}
                tabIndex={-1}
                className={styles.content}
                hidden={!shown}
              >
                {panel.content}
              </div>
            );
          })}
        </div>
      </div>
    </OverlayPortal>
  );
}
