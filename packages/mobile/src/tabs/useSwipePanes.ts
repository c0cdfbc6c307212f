import { useRef, useState, type RefCallback } from 'react';
import { isRtl } from '../internal/direction';
import { prefersReducedMotion } from '../internal/motion';
import { rubberBand } from '../internal/rubberBand';
import { neighbourTab, type NavigableTab } from '../internal/tabNavigation';
import { useDrag } from '../internal/useDrag';
import { useAfterAnswer } from '../internal/useAfterAnswer';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { swipeChanges } from './swipePanes';

interface Peek {
  key: string;
  side: 'next' | 'prev';
}

const SETTLE_MS = 200;

/**
 * Swiping between panes with the gesture core: only horizontal drags are taken (vertical ones
 * stay the page's scroll), the neighbouring pane shows beside the active one while dragging,
 * and a release far or fast enough asks to change tab (through `beforeChange`). At the first and
 * last pane the drag resists. Transforms are set on the element, never rendered as styles.
 */
export function useSwipePanes(
  enabled: boolean,
  tabs: readonly NavigableTab[],
  activeKey: string | undefined,
  request: (key: string) => Promise<void>,
) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [peek, setPeek] = useState<Peek | null>(null);
  const peekRef = useRef<Peek | null>(null);
  const show = (next: Peek | null) => {
    if (peekRef.current?.key === next?.key) return;
    peekRef.current = next;
    setPeek(next);
  };

  const settle = (toPx: number, then?: () => void) => {
    const track = trackRef.current;
    if (!track) return;
    const from = track.style.transform || 'none';
    const to = `translateX(${toPx}px)`;
    track.style.transform = to;
    if (typeof track.animate !== 'function' || prefersReducedMotion()) return then?.();
    const motion = track.animate([{ transform: from }, { transform: to }], {
      duration: SETTLE_MS,
      easing: 'ease-out',
    });
    motion.onfinish = () => then?.();
  };
  const reset = () => {
    const track = trackRef.current;
    if (track) {
      track.getAnimations?.().forEach((motion) => motion.cancel());
      track.style.transform = '';
    }
    show(null);
  };

  // A new active pane sits where the track starts: drop the drag's offset in the same frame.
  useIsomorphicLayoutEffect(reset, [activeKey]);

  // Once a swipe's change is answered the track must show the active pane. Whether the tab
  // changed is known only once the answer has rendered: a controlling parent may keep
  // `activeKey` even after `beforeChange` says yes. A track still off its rest then springs back.
  const springBack = useAfterAnswer(() => {
    if (trackRef.current?.style.transform) settle(0, reset);
  });

  const dragRef: RefCallback<HTMLElement> = useDrag({
    axis: 'x',
    enabled: enabled && activeKey !== undefined,
    preventScroll: (state) => state.axis === 'x',
    onDrag: ({ phase, movement: [dx], velocity: [vx] }) => {
      const track = trackRef.current;
      if (!track || activeKey === undefined) return;
      const rtl = isRtl(track);
      const forwardSign = rtl ? 1 : -1;
      const side = dx * forwardSign > 0 ? 'next' : 'prev';
      const key = neighbourTab(tabs, activeKey, side === 'next' ? 1 : -1);
      const width = track.clientWidth;
      if (phase !== 'end') {
        show(key === undefined ? null : { key, side });
        track.style.transform = `translateX(${key === undefined ? rubberBand(dx, width) : dx}px)`;
        return;
      }
      const towards = Math.abs(dx);
      const speed = Math.abs(vx) * (Math.sign(vx) === Math.sign(dx) ? 1 : -1);
      if (key === undefined || !swipeChanges(towards, speed, width)) return settle(0, reset);
      settle(Math.sign(dx) * width, () => {
        void request(key).then(springBack);
      });
    },
  });

  return { dragRef, trackRef, peek };
}
