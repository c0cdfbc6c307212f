import { useRef, type RefObject } from 'react';
import { useDrag } from '../internal/useDrag';
import { dragOwner, dragPanel, releaseAnchor, type DragOwner } from './panelDrag';

interface Gesture {
  start: number;
  owner: DragOwner | null;
  scrollStart: number;
}

/**
 * Dragging a FloatingPanel of `height` px between its `anchors`: the panel follows the finger
 * (resisting past the ends), hands a drag on to the content once it reaches its highest anchor,
 * and settles at an anchor on release. `top` tells that it hangs from the top of the screen;
 * `onHeader`, whether the drag began on the header; `apply` sets the height. Returns the ref for
 * the panel.
 */
export function usePanelDrag(
  height: number,
  anchors: readonly number[],
  top: boolean,
  handleDraggingOfContent: boolean,
  contentRef: RefObject<HTMLElement | null>,
  onHeader: { readonly current: boolean },
  apply: (height: number, dragging: boolean) => void,
) {
  const highest = anchors[anchors.length - 1]!;
  const gesture = useRef<Gesture>({ start: 0, owner: null, scrollStart: 0 });
  return useDrag({
    axis: 'y',
    preventScroll: () => gesture.current.owner === 'panel',
    onDrag: ({ phase, movement: [, moved], velocity: [, speed] }) => {
      // The one mirror of a top panel: movements count positive towards the edge it hangs from,
      // so the code below (and panelDrag) reads as for a bottom panel.
      const sign = top ? -1 : 1;
      const dy = moved * sign;
      const g = gesture.current;
      const content = contentRef.current;
      if (phase === 'start') {
        g.start = height;
        g.scrollStart = content?.scrollTop ?? 0;
        // How far the content is from where it rests: its top, or its end on a top panel.
        const away =
          content && top
            ? content.scrollHeight - content.clientHeight - g.scrollStart
            : g.scrollStart;
        g.owner =
          handleDraggingOfContent || onHeader.current
            ? dragOwner(onHeader.current, dy, height >= highest, away)
            : 'content';
      }
      if (g.owner !== 'panel') return;
      const handOff = handleDraggingOfContent && !onHeader.current && content !== null;
      const next = dragPanel(g.start, dy, anchors, handOff);
      if (content && next.scroll > 0) content.scrollTop = g.scrollStart + next.scroll * sign;
      if (phase !== 'end') return apply(next.height, true);
      g.owner = null;
      // Handed off to the content at the highest anchor, the panel stays there whatever the speed.
      const settled =
        next.scroll > 0 ? highest : anchors[releaseAnchor(next.height, speed * sign, anchors)]!;
      apply(settled, false);
    },
  });
}
