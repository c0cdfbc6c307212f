import type { KeyboardEvent } from 'react';
import { pageText, useLocaleTexts } from '../config-provider/localeTexts';
import { floatingPanel as english } from '../locale/en-US/floatingPanel';
import { snapForKey } from '../popup/sheetSnap';
import * as styles from './FloatingPanel.css';

interface PanelHandleProps {
  height: number;
  anchors: readonly number[];
  /** Called with the anchor a key moves the panel to. */
  onMove: (anchor: number) => void;
}

/** The panel's handle: a slider for keyboards and screen readers, whose values are the anchors. */
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
    <div
      role="slider"
      tabIndex={0}
      className={styles.handle}
      aria-label={texts.handle}
      aria-orientation="vertical"
      aria-valuemin={1}
      aria-valuemax={anchors.length}
      aria-valuenow={index + 1}
      aria-valuetext={pageText(texts.height, index + 1, anchors.length)}
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
