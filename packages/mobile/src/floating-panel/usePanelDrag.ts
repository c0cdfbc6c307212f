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
 * (resisting past the ends), hands a drag on to the content once it reaches its top, and settles
 * at an anchor on release. `onHeader` tells whether the drag began on the header; `apply` sets
 * the height. Returns the ref for the panel.
 */
export function usePanelDrag(
  height: number,
  anchors: readonly number[],
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
    onDrag: ({ phase, movement: [, dy], velocity: [, vy] }) => {
      const g = gesture.current;
      const content = contentRef.current;
      if (phase === 'start') {
        g.start = height;
        g.scrollStart = content?.scrollTop ?? 0;
        g.owner =
          handleDraggingOfContent || onHeader.current
            ? dragOwner(onHeader.current, dy, height >= highest, g.scrollStart)
            : 'content';
      }
      if (g.owner !== 'panel') return;
      const handOff = handleDraggingOfContent && !onHeader.current && content !== null;
      const next = dragPanel(g.start, dy, anchors, handOff);
      if (content && next.scroll > 0) content.scrollTop = g.scrollStart + next.scroll;
      if (phase !== 'end') return apply(next.height, true);
      g.owner = null;
      // Handed off to the content at the top, the panel stays there whatever the speed.
      const settled = next.scroll > 0 ? highest : anchors[releaseAnchor(next.height, vy, anchors)]!;
      apply(settled, false);
    },
  });
}
