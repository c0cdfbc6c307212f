import type { KeyboardEvent } from 'react';
import * as styles from './Slider.css';

interface TrackThumb {
  thumb: 0 | 1;
  percent: number;
  props: Record<string, unknown> & { onKeyDown: (event: KeyboardEvent<SVGElement>) => void };
}

interface SliderTrackProps {
  vertical: boolean;
  /** Start and end of the filled part, in percent. */
  from: number;
  to: number;
  dots: number[];
  marks: Array<{ percent: number; label: string }>;
  thumbs: TrackThumb[];
  active: 0 | 1 | null;
  popover: ((thumb: 0 | 1) => string) | undefined;
  /** The popover shows over every thumb, not only the dragged one. */
  residentPopover: boolean;
}

/** The middle of the track across it, in px (the drag area is twice this). */
const MID = 16;
const pct = (n: number) => `${Math.round(n * 100) / 100}%`;

/**
 * The track, fill, dots, mark labels and thumbs, all in one SVG: positions are attributes rather
 * than styles, so they are right in the server-rendered page and allowed by a strict CSP.
 */
export function SliderTrack({
  vertical,
  from,
  to,
  dots,
  marks,
  thumbs,
  active,
  popover,
  residentPopover,
}: SliderTrackProps) {
  // Along the track: x for horizontal, y (max at the top) for vertical.
  const along = (percent: number) => (vertical ? pct(100 - percent) : pct(percent));
  const at = (percent: number, across: number) =>
    vertical ? { x: across, y: along(percent) } : { x: along(percent), y: across };
  const fill = vertical
    ? { x: MID - 2, width: 4, y: pct(100 - to), height: pct(to - from) }
    : { y: MID - 2, height: 4, x: pct(from), width: pct(to - from) };
  const bar = vertical
    ? { x: MID - 2, width: 4, y: 0, height: '100%' }
    : { y: MID - 2, height: 4, x: 0, width: '100%' };
  return (
    <svg className={styles.svg}>
      <rect className={styles.rail} rx={2} {...bar} />
      <rect className={styles.fill} rx={2} {...fill} />
      {dots.map((percent, i) => {
        const { x, y } = at(percent, MID);
        return (
          <circle
            key={`d${i}`}
            className={styles.dot}
            data-on={(percent >= from && percent <= to) || undefined}
            cx={x}
            cy={y}
            r={3}
          />
        );
      })}
      {marks.map(({ percent, label }) => (
        <text
          key={`m${percent}`}
          className={styles.mark}
          {...at(percent, vertical ? MID + 18 : MID + 26)}
          textAnchor={vertical ? 'start' : 'middle'}
          dominantBaseline="central"
          aria-hidden
        >
          {label}
        </text>
      ))}
      {thumbs.map(({ thumb, percent, props }) => {
        const { x, y } = at(percent, MID);
        return <circle key={thumb} className={styles.thumb} cx={x} cy={y} r={11} {...props} />;
      })}
      {popover &&
        thumbs
          .filter(({ thumb }) => residentPopover || thumb === active)
          .map(({ thumb, percent }) => {
            const text = popover(thumb);
            const width = 16 + text.length * 8;
            return (
              // A nested svg puts its origin on the thumb, so the bubble is placed in px from it.
              <svg key={`p${thumb}`} {...at(percent, MID)} overflow="visible" aria-hidden>
                <rect
                  className={styles.bubble}
                  x={vertical ? 18 : -width / 2}
                  y={vertical ? -12 : -44}
                  width={width}
                  height={24}
                  rx={4}
                />
                <text
                  className={styles.bubbleText}
                  x={vertical ? 18 + width / 2 : 0}
                  y={vertical ? 0 : -32}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {text}
                </text>
              </svg>
            );
          })}
    </svg>
  );
}
