import type { KeyboardEvent } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { floatingPanel as english } from '../locale/en-US/floatingPanel';
import { snapForKey } from '../popup/sheetSnap';
import { SnapHandle } from '../popup/SnapHandle';
import * as styles from './FloatingPanel.css';

interface PanelHandleProps {
  height: number;
  anchors: readonly number[];
  /** Called with the anchor a key moves the panel to. */
  onMove: (anchor: number) => void;
}

/** The panel's handle, whose values are its anchors. */
export function PanelHandle({ height, anchors, onMove }: PanelHandleProps) {
  const texts = useLocaleTexts('floatingPanel', english);
  const index = nearestIndex(height, anchors);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = snapForKey(event.key, index, anchors.length);
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
