import { useRef } from 'react';
import { prefersReducedMotion } from '../internal/motion';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';

const ANCHOR = '[data-ink-anchor]';

/**
 * The ink bar is drawn inside the active tab by CSS alone, so it is right in server HTML, before
 * any script, and wherever the tabs were hidden when they mounted. When the active tab changes,
 * this slides it over from the old tab (measured then, never stored), with the Web Animations
 * API rather than a style attribute. Nothing moves under reduced motion.
 */
export function useInkSlide(
  activeKey: string | undefined,
  tabElement: (key: string) => HTMLElement | undefined,
  fixedWidth: boolean,
): void {
  const previous = useRef(activeKey);
  useIsomorphicLayoutEffect(() => {
    const from = previous.current;
    previous.current = activeKey;
    if (from === undefined || activeKey === undefined || from === activeKey) return;
    const oldTab = tabElement(from);
    const line = tabElement(activeKey)?.querySelector<HTMLElement>('[data-ink]');
    if (!oldTab || !line || typeof line.animate !== 'function' || prefersReducedMotion()) return;
    const oldAnchor = oldTab.matches(ANCHOR) ? oldTab : oldTab.querySelector(ANCHOR);
    const newAnchor = line.closest(ANCHOR);
    if (!oldAnchor || !newAnchor) return;
    const to = line.getBoundingClientRect();
    const anchorFrom = oldAnchor.getBoundingClientRect();
    const anchorTo = newAnchor.getBoundingClientRect();
    if (to.width === 0 || anchorTo.width === 0) return;
    const width = fixedWidth ? to.width : anchorFrom.width * (to.width / anchorTo.width);
    const left = anchorFrom.left + (anchorFrom.width - width) / 2;
    line.animate(
      [
        { transform: `translateX(${left - to.left}px) scaleX(${width / to.width})` },
        { transform: 'none' },
      ],
      { duration: 250, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    );
  }, [activeKey, tabElement, fixedWidth]);
}
