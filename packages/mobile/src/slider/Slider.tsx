import type { FocusEvent } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { slider as english } from '../locale/en-US/slider';
import { onFocusLeave } from '../internal/focusLeave';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { splitAria } from '../internal/splitAria';
import * as styles from './Slider.css';
import {
  markLayout,
  nearestThumb,
  normalizeBounds,
  percentOf,
  valueAt,
  type SliderValue,
} from './sliderMath';
import { popoverText, sliderThumbs } from './sliderThumbs';
import { SliderTrack } from './SliderTrack';
import { useSliderDrag } from './useSliderDrag';
import { useSliderValue } from './useSliderValue';

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
  /** Called when focus leaves the slider, not when it moves between the thumbs of a range. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
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
   * Keeps the popover shown over every thumb, not only while dragging; it shows the number
   * unless `popover` formats it.
   * @defaultValue false
   */
  residentPopover?: boolean;
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
  onBlur,
  range = false,
  min = 0,
  max = 100,
  step = 1,
  marks,
  ticks = false,
  vertical = false,
  popover = false,
  residentPopover = false,
  valueText,
  disabled = false,
  id,
  ...props
}: SliderProps) {
  const texts = useLocaleTexts('slider', english);
  const bounds = normalizeBounds(min, max, step);
  const [ends, latestEnds, setThumb, commit, onKeyDown] = useSliderValue({
    value: valueProp,
    defaultValue,
    onChange,
    onAfterChange,
    range,
    bounds,
    disabled,
    vertical,
  });

  const { dragRef, onPointerDown, onClick, active } = useSliderDrag({
    vertical,
    enabled: !disabled,
    pickThumb: (fraction) =>
      range ? nearestThumb(valueAt(fraction, bounds), latestEnds.current) : 1,
    moveTo: (thumb, fraction) =>
      setThumb(thumb, valueAt(Math.min(1, Math.max(0, fraction)), bounds)),
    commit,
  });

  const { aria, rest } = splitAria(props);
  const thumbs = sliderThumbs({
    range,
    ends,
    bounds,
    id,
    disabled,
    vertical,
    describe: (value) => valueText?.(value) ?? String(marks?.[value] ?? value),
    labels: texts,
    aria,
    onKeyDown,
  });
  const { dots, labels } = markLayout(marks, ticks, bounds);

  return (
    <div
      {...nativeProps(rest, styles.root)}
      {...(range ? { role: 'group', ...aria } : {})}
      data-vertical={vertical || undefined}
      data-disabled={disabled || undefined}
      data-marks={labels.length > 0 || undefined}
      data-resident-popover={residentPopover || undefined}
      onBlur={onFocusLeave(onBlur)}
    >
      {/* Pointer presses on the track are a mouse and touch shortcut; the thumbs take the keys. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={dragRef} className={styles.area} onPointerDown={onPointerDown} onClick={onClick}>
        <SliderTrack
          vertical={vertical}
          from={range ? percentOf(ends[0], bounds) : 0}
          to={percentOf(ends[1], bounds)}
          dots={dots}
          marks={labels}
          thumbs={thumbs}
          active={active}
          popover={popoverText(popover || residentPopover, ends)}
          residentPopover={residentPopover}
        />
      </div>
    </div>
  );
}
