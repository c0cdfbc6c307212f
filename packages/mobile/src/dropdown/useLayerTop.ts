import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { layerTop } from './dropdownItems';

/**
 * The layer's top edge while it is open: the bar's bottom edge, measured before paint and again
 * when the window resizes or anything scrolls. `null` until measured.
 */
export function useLayerTop(
  open: boolean,
  barRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
): number | null {
  const [top, setTop] = useState<number | null>(null);

  const place = useCallback(() => {
    const bar = barRef.current;
    const layer = layerRef.current;
    if (!bar || !layer) return;
    const applied = parseFloat(layer.style.getPropertyValue('--tm-dropdown-top')) || 0;
    const next = layerTop(
      bar.getBoundingClientRect().bottom,
      layer.getBoundingClientRect().top,
      applied,
    );
    setTop((current) => (current === next ? current : next));
  }, [barRef, layerRef]);

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
