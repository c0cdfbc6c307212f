import { useEffect, useInsertionEffect, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { warn } from '../internal/warn';
import { keyTarget, normalizeValue, type SliderBounds, type SliderValue } from './sliderMath';
import { isRtl } from '../internal/direction';

interface SliderValueOptions {
  value: SliderValue | undefined;
  defaultValue: SliderValue | undefined;
  onChange: ((value: SliderValue) => void) | undefined;
  onAfterChange: ((value: SliderValue) => void) | undefined;
  range: boolean;
  bounds: SliderBounds;
  disabled: boolean;
  /** A vertical slider's arrows are the same in both directions, as its drags are. */
  vertical: boolean;
}

/**
 * The slider's value (controlled or not) as two `ends`, `[min, value]` without `range`, with a
 * development warning for unusable bounds or values. `setThumb` moves one end; `commit` reports
 * the value as final (a drag, tap or key press has finished changing it).
 * `latestEnds` holds the ends as last set, for drag handlers between renders. `onKeyDown(thumb)`
 * moves a thumb by the keys (see `keyTarget`) unless `disabled`. Returns
 * `[ends, latestEnds, setThumb, commit, onKeyDown]`.
 */
export function useSliderValue({
  value,
  defaultValue,
  onChange,
  onAfterChange,
  range,
  bounds,
  disabled,
  vertical,
}: SliderValueOptions) {
  const [raw, setRaw] = useControllableState<SliderValue | undefined>({
    value,
    defaultValue,
    onChange: onChange as ((value: SliderValue | undefined) => void) | undefined,
  });
  const { ends, problems } = normalizeValue(raw, range, bounds);
  const problemKey = [...bounds.problems, ...problems].join(' ');
  useEffect(() => {
    if (problemKey) warn('Slider', problemKey);
  }, [problemKey]);

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

  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<SVGElement>) => {
    if (disabled) return;
    const rtl = !vertical && isRtl(event.currentTarget);
    const target = keyTarget(event.key, ends[thumb], bounds, rtl);
    if (target === undefined) return;
    event.preventDefault();
    setThumb(thumb, target);
    commit();
  };

  return [ends, latestEnds, setThumb, commit, onKeyDown] as const;
}
