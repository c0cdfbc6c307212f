import { forwardRef, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { mergeRefs } from '../internal/mergeRefs';
import * as styles from './Segmented.css';
import {
  keyOption,
  normalizeOptions,
  type SegmentedOption,
  type SegmentedValue,
} from './segmentedOptions';
import { useSegmentDrag } from './useSegmentDrag';
import { useSegmentThumb } from './useSegmentThumb';
import { isRtl } from '../internal/direction';

export type { SegmentedOption, SegmentedValue } from './segmentedOptions';

export type SegmentedRef = HTMLDivElement;

export interface SegmentedProps extends NativeProps<
  | '--tm-segmented-background'
  | '--tm-segmented-item-color'
  | '--tm-segmented-item-selected-background'
  | '--tm-segmented-item-selected-color'
> {
  /** The segments: values (shown as they are) or objects with a label, an icon and `disabled`. */
  options: ReadonlyArray<SegmentedValue | SegmentedOption>;
  /** The chosen value (controlled). */
  value?: SegmentedValue;
  /** The value chosen first (uncontrolled); the first enabled option unless given. */
  defaultValue?: SegmentedValue;
  /** Called with the value the user chose. */
  onChange?: (value: SegmentedValue) => void;
  /**
   * Stretches over the width of its container, segments sharing it equally.
   * @defaultValue false
   */
  block?: boolean;
  /**
   * Disables every segment.
   * @defaultValue false
   */
  disabled?: boolean;
}

/**
 * A row of mutually exclusive segments, one chosen, with a thumb that slides to the chosen one.
 * It is a radio group: Tab reaches the chosen segment and the arrow keys choose another. The
 * thumb can also be dragged sideways to another segment, chosen on release.
 */
export const Segmented = forwardRef<SegmentedRef, SegmentedProps>(function Segmented(
  { options, value, defaultValue, onChange, block = false, disabled = false, ...rest },
  ref,
) {
  const list = normalizeOptions(options);
  const firstEnabled = list.find((option) => !option.disabled)?.value;
  const [current, setCurrent] = useControllableState<SegmentedValue | undefined>({
    value,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: onChange as ((value: SegmentedValue | undefined) => void) | undefined,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const selectedIndex = list.findIndex((option) => option.value === current);
  // Without a chosen segment the first enabled one takes the Tab stop.
  const tabStop = selectedIndex >= 0 ? selectedIndex : list.findIndex((o) => !o.disabled);

  const choose = (index: number) => {
    const option = list[index];
    if (!option || option.disabled || disabled) return;
    setCurrent(option.value);
    rootRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };

  const [dragRef, dragged, justDragged] = useSegmentDrag(rootRef, list, selectedIndex, choose);
  const thumb = useSegmentThumb(rootRef, dragged >= 0 ? dragged : selectedIndex, list.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = isRtl(event.currentTarget as Element);
    const next = keyOption(list, Math.max(tabStop, 0), event.key, rtl);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      ref={mergeRefs(ref, rootRef)}
      role="radiogroup"
      aria-disabled={disabled || undefined}
      data-block={block || undefined}
      data-thumb={thumb ? '' : undefined}
      {...nativeProps(rest, styles.root)}
    >
      {thumb && (
        <span
          aria-hidden
          className={styles.thumb}
          style={{ width: thumb.width, transform: `translateX(${thumb.left}px)` }}
        />
      )}
      {list.map((option, index) => {
        const checked = index === selectedIndex;
        const off = disabled || option.disabled;
        return (
          <button
            key={index}
            ref={checked && !off ? dragRef : undefined}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={off}
            className={styles.item}
            onClick={() => justDragged() || choose(index)}
            onKeyDown={onKeyDown}
          >
            {option.icon && <span className={styles.icon}>{option.icon}</span>}
            {option.label ?? option.value}
          </button>
        );
      })}
    </div>
  );
});
