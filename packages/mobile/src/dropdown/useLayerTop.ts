import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { layerTop, type DropdownDirection } from './dropdownItems';

/**
 * Where the layer meets the bar while it is open: the bar's bottom edge (`down`: the layer's
 * top) or its top edge (`up`: the layer's height, from the top of the container), measured
 * before paint and again when the window resizes or anything scrolls. `null` until measured.
 */
export function useLayerTop(
  open: boolean,
  direction: DropdownDirection,
  barRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
): number | null {
  const [top, setTop] = useState<number | null>(null);

  const place = useCallback(() => {
    const bar = barRef.current;
    const layer = layerRef.current;
    if (!bar || !layer) return;
    const up = direction === 'up';
    // Opening upwards the layer starts at the container's top: its own top is the origin.
    const applied = up ? 0 : parseFloat(layer.style.getPropertyValue('--tm-dropdown-top')) || 0;
    const edge = bar.getBoundingClientRect();
    const next = layerTop(up ? edge.top : edge.bottom, layer.getBoundingClientRect().top, applied);
    setTop((current) => (current === next ? current : next));
  }, [barRef, layerRef, direction]);

  useIsomorphicLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, place]);

  return top;
}
