import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useDrag } from '../internal/useDrag';
import * as styles from './IndexBar.css';
import { indexAt, sliderKey } from './scrub';

interface IndexSliderProps {
  indexes: readonly string[];
  /** What each index shows in the column. */
  labels: readonly string[];
  active: string | undefined;
  label: string;
  onJump: (index: string) => void;
}

/**
 * The side index: one adjustable control, as on iOS, a vertical slider over the letters. A tap
 * jumps to the letter under it, a drag along it scrubs with a bubble showing the letter under
 * the finger, and arrow keys, Home and End move by keyboard. It rides in a sticky anchor.
 */
export function IndexSlider({ indexes, labels, active, label, onJump }: IndexSliderProps) {
  const [bubble, setBubble] = useState<string | null>(null);
  const sideRef = useRef<HTMLElement | null>(null);
  const startY = useRef(0);
  const dragRef = useDrag({
    axis: 'y',
    canStart: (event) => {
      const point = 'touches' in event ? event.touches[0] : event;
      startY.current = point?.clientY ?? 0;
      return true;
    },
    // Dragging along the index scrubs; the page must not scroll under the finger.
    preventScroll: () => true,
    onDrag: ({ phase, movement: [, dy] }) => {
      const side = sideRef.current;
      if (!side) return;
      if (phase === 'end') return setBubble(null);
      const box = side.getBoundingClientRect();
      const index = indexes[indexAt(startY.current + dy - box.top, box.height, indexes.length)];
      if (index === undefined) return;
      setBubble(index);
      onJump(index);
    },
  });

  // One stable callback: a new one each render would restart the drag listeners mid-drag.
  const sideCallback = useCallback(
    (el: HTMLElement | null) => {
      sideRef.current = el;
      dragRef(el);
    },
    [dragRef],
  );
  const current = Math.max(0, indexes.indexOf(active ?? ''));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderKey(event.key, current, indexes.length);
    if (next === undefined) return;
    event.preventDefault();
    const index = indexes[next];
    if (index !== undefined) onJump(index);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = indexes[indexAt(event.clientY - box.top, box.height, indexes.length)];
    if (index !== undefined) onJump(index);
  };

  return (
    <div className={styles.anchor}>
      {/* The index is one adjustable control, as on iOS: a vertical slider over the letters. */}
      <div
        ref={sideCallback}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, indexes.length - 1)}
        aria-valuenow={current}
        aria-valuetext={active}
        className={styles.side}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {indexes.map((index, i) => (
          <span
            key={index}
            aria-hidden
            className={styles.letter}
            data-current={index === active || undefined}
          >
            {labels[i]}
          </span>
        ))}
      </div>
      {bubble !== null && (
        <div className={styles.bubble} aria-hidden>
          {bubble}
        </div>
      )}
    </div>
  );
}
