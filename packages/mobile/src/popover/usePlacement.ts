import { useCallback, useEffect, useState, type RefObject } from 'react';
import { resolveContainer, type GetContainer } from '../internal/portal';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { placeNextTo } from './placeNextTo';
import type { PopoverPlacement, Position } from './position';

type Latest = {
  readonly current: {
    onPlaced?: (element: HTMLElement) => void;
    getContainer: GetContainer;
    configContainer: (() => HTMLElement | null) | undefined;
  };
};

/**
 * Where the open popover sits next to its anchor (null while closed), and `place`, which puts
 * it there again whenever the anchor may have moved. `onPlaced` hears of it once per opening.
 */
export function usePlacement(
  open: boolean,
  placement: PopoverPlacement,
  popoverRef: RefObject<HTMLElement | null>,
  anchorRef: RefObject<HTMLElement | null>,
  latest: Latest,
) {
  const [position, setPosition] = useState<(Position & { anchorHidden: boolean }) | null>(null);

  const place = useCallback(() => {
    const popover = popoverRef.current;
    const anchor = anchorRef.current;
    if (!popover || !anchor) return;
    const container = resolveContainer(latest.current.getContainer, latest.current.configContainer);
    const placed = placeNextTo(popover, anchor, placement, container);
    // Scrolling calls this every frame: an unchanged place keeps the state, so no render.
    setPosition((current) =>
      current &&
      current.x === placed.x &&
      current.y === placed.y &&
      current.placement === placed.placement &&
      current.arrow === placed.arrow &&
      current.anchorHidden === placed.anchorHidden
        ? current
        : placed,
    );
  }, [placement, latest, popoverRef, anchorRef]);

  useIsomorphicLayoutEffect(() => {
    if (open) place();
    else setPosition(null);
  }, [open, place]);

  // Once per opening: following the anchor places it again, which must not refocus a menu.
  const isPlaced = position !== null;
  useEffect(() => {
    if (isPlaced && popoverRef.current) latest.current.onPlaced?.(popoverRef.current);
  }, [isPlaced, latest, popoverRef]);

  return { position, place };
}
