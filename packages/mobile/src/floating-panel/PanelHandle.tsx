import type { KeyboardEvent } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { floatingPanel as english } from '../locale/en-US/floatingPanel';
import { snapForKey } from '../popup/sheetSnap';
import { SnapHandle } from '../popup/SnapHandle';
import * as styles from './FloatingPanel.css';

interface PanelHandleProps {
  height: number;
  anchors: readonly number[];
  /** The panel hangs from the top, its handle at its bottom edge. */
  top: boolean;
  /** Called with the anchor a key moves the panel to. */
  onMove: (anchor: number) => void;
}

/** The panel's handle, whose values are its anchors. */
export function PanelHandle({ height, anchors, top, onMove }: PanelHandleProps) {
  const texts = useLocaleTexts('floatingPanel', english);
  const index = nearestIndex(height, anchors);
  const onKeyDown = (event: KeyboardEvent) => {
    // A top panel grows as its handle goes down, so Down (and Page Down) make it taller there.
    // The value stays the anchor, tallest highest, so it reads the same from either edge.
    const key = top ? event.key.replace(/Up|Down/, (m) => (m === 'Up' ? 'Down' : 'Up')) : event.key;
    const next = snapForKey(key, index, anchors.length);
    if (next === undefined) return;
    event.preventDefault();
    onMove(anchors[next]!);
  };
  return (
    <SnapHandle
      className={styles.handle}
      label={texts.handle}
      valueText={texts.height}
      index={index}
      count={anchors.length}
      onKeyDown={onKeyDown}
    />
  );
}

/** The anchor nearest to a height, for the handle's value. */
function nearestIndex(height: number, anchors: readonly number[]): number {
  let nearest = 0;
  anchors.forEach((anchor, i) => {
    if (Math.abs(anchor - height) < Math.abs((anchors[nearest] ?? 0) - height)) nearest = i;
  });
  return nearest;
}
