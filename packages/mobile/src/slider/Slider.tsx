import { useEffect, useInsertionEffect, useRef, type KeyboardEvent } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { slider as english } from '../locale/en-US/slider';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { splitAria } from '../internal/splitAria';
import { useControllableState } from '../internal/useControllableState';
import { warn } from '../internal/warn';
import * as styles from './Slider.css';
import {
  keyTarget,
  normalizeBounds,
  normalizeValue,
  percentOf,
  tickValues,
  valueAt,
  type SliderValue,
} from './sliderMath';
import { SliderTrack } from './SliderTrack';
import { useSliderDrag } from './useSliderDrag';

export interface SliderProps extends NativeProps<
  | '--tm-slider-track-color'
  | '--tm-slider-fill-color'
  | '--tm-slider-thumb-color'
  | '--tm-slider-length'
> {
  /** The value (controlled): a number, or `[start, end]` with `range`. */
  value?: SliderValue;
  /** The initial value (uncontrolled). Defaults to `min`, or `[min, max]` with `range`. */
  defaultValue?: SliderValue;
  /** Called on every change, while dragging too. */
  onChange?: (value: SliderValue) => void;
  /** Called once a drag, tap or key press has finished changing the value. */
  onAfterChange?: (value: SliderValue) => void;
  /**
   * Two thumbs selecting a range.
   * @defaultValue false
   */
  range?: boolean;
  /**
   * The lowest value.
   * @defaultValue 0
   */
  min?: number;
  /**
   * The highest value.
   * @defaultValue 100
   */
  max?: number;
  /**
   * The distance between values.
   * @defaultValue 1
   */
  step?: number;
  /** Labels under the track at the given values, e.g. `{ 0: 'Off', 50: 'Half' }`; each gets a dot. */
  marks?: Record<number, string | number>;
  /**
   * A dot at every step (drawn when there are at most 100).
   * @defaultValue false
   */
  ticks?: boolean;
  /**
   * Runs the track from bottom (min) to top (max); its length is `--tm-slider-length`.
   * @defaultValue false
   */
  vertical?: boolean;
  /**
   * Shows the value above the thumb while it is dragged; a function formats it.
   * @defaultValue false
   */
  popover?: boolean | ((value: number) => string);
  /**
   * The value as read out by screen readers, e.g. `20 °C` for 20; defaults to the mark at the
   * value, or the number.
   */
  valueText?: (value: number) => string;
  /**
   * Blocks changes.
   * @defaultValue false
   */
  disabled?: boolean;
  /** `id` of the thumb (the first thumb with `range`). Name it with `aria-label` or `aria-labelledby`: a `<label>` cannot label an SVG thumb. */
  id?: string;
}

/**
 * A value (or range) picked along a track: thumbs with the `slider` role, drawn in SVG so the
 * server-rendered page shows them in place, dragged with the gesture core.
 */
export function Slider({
  value: valueProp,
  defaultValue,
  onChange,
  onAfterChange,
  range = false,
  min = 0,
  max = 100,
  step = 1,
  marks,
  ticks = false,
  vertical = false,
  popover = false,
  valueText,
  disabled = false,
  id,
  ...props
}: SliderProps) {
  const texts = useLocaleTexts('slider', english);
  const bounds = normalizeBounds(min, max, step);
  const [raw, setRaw] = useControllableState<SliderValue | undefined>({
    value: valueProp,
    defaultValue,
    onChange: onChange as ((value: SliderValue | undefined) => void) | undefined,
  });
  const { ends, problems } = normalizeValue(raw, range, bounds);
  const problemKey = [...bounds.problems, ...problems].join(' ');
  useEffect(() => {
    if (problemKey) warn('Slider', problemKey);
  }, [problemKey]);

  // The ends as last set, read by drag and key handlers between renders.
  const latestEnds = useRef(ends);
  useInsertionEffect(() => {
    latestEnds.current = ends;
  });
  const output = (next: [number, number]): SliderValue => (range ? next : next[1]);
  const setThumb = (thumb: 0 | 1, target: number) => {
    const [a, b] = latestEnds.current;
    // A thumb stops at the other one, so the ends never swap mid-drag.
    const next: [number, number] = range
      ? thumb === 0
        ? [Math.min(target, b), b]
        : [a, Math.max(target, a)]
      : [a, target];
    if (next[0] === a && next[1] === b) return;
    latestEnds.current = next;
    setRaw(output(next));
  };
  const commit = () => onAfterChange?.(output(latestEnds.current));

  const { dragRef, onPointerDown, onClick, active } = useSliderDrag({
    vertical,
    enabled: !disabled,
    pickThumb: (fraction) => {
      if (!range) return 1;
      const target = valueAt(fraction, bounds);
      const [a, b] = latestEnds.current;
      return Math.abs(target - a) < Math.abs(target - b) || (target < a && a === b) ? 0 : 1;
    },
    moveTo: (thumb, fraction) =>
      setThumb(thumb, valueAt(Math.min(1, Math.max(0, fraction)), bounds)),
    commit,
  });

  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<SVGElement>) => {
    if (disabled) return;
    const target = keyTarget(event.key, ends[thumb], bounds);
    if (target === undefined) return;
    event.preventDefault();
    setThumb(thumb, target);
    commit();
  };

  const { aria, rest } = splitAria(props);
  const describe = (value: number) => valueText?.(value) ?? String(marks?.[value] ?? value);
  const thumbs = (range ? [0, 1] : [1]).map((index) => {
    const thumb = index as 0 | 1;
    return {
      thumb,
      percent: percentOf(ends[thumb], bounds),
      props: {
        id: thumb === (range ? 0 : 1) ? id : undefined,
        role: 'slider',
        tabIndex: disabled ? -1 : 0,
        'aria-valuemin': range && thumb === 1 ? ends[0] : bounds.min,
        'aria-valuemax': range && thumb === 0 ? ends[1] : bounds.max,
        'aria-valuenow': ends[thumb],
        'aria-valuetext': describe(ends[thumb]),
        'aria-orientation': vertical ? 'vertical' : 'horizontal',
        'aria-disabled': disabled || undefined,
        ...(range ? { 'aria-label': thumb === 0 ? texts.start : texts.end } : aria),
        onKeyDown: onKeyDown(thumb),
      } as const,
    };
  });
  const markValues = Object.keys(marks ?? {})
    .map(Number)
    .filter((value) => Number.isFinite(value) && value >= bounds.min && value <= bounds.max);

  return (
    <div
      {...nativeProps(rest, styles.root)}
      {...(range ? { role: 'group', ...aria } : {})}
      data-vertical={vertical || undefined}
      data-disabled={disabled || undefined}
      data-marks={markValues.length > 0 || undefined}
    >
      {/* Pointer presses on the track are a mouse and touch shortcut; the thumbs take the keys. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={dragRef} className={styles.area} onPointerDown={onPointerDown} onClick={onClick}>
        <SliderTrack
          vertical={vertical}
          from={range ? percentOf(ends[0], bounds) : 0}
          to={percentOf(ends[1], bounds)}
          dots={[...(ticks ? tickValues(bounds) : []), ...markValues].map((v) =>
            percentOf(v, bounds),
          )}
          marks={markValues.map((v) => ({
            percent: percentOf(v, bounds),
            label: String(marks![v]),
          }))}
          thumbs={thumbs}
          active={active}
          popover={
            popover
              ? (thumb) =>
                  typeof popover === 'function' ? popover(ends[thumb]) : String(ends[thumb])
              : undefined
          }
        />
      </div>
    </div>
  );
}
