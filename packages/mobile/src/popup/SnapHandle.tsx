import type { KeyboardEventHandler, Ref } from 'react';
import { pageText } from '../config-provider/localeTexts';

interface SnapHandleProps {
  /** The drag's ref when the grip also drags; not `ref`, which React 18 keeps off props. */
  handleRef?: Ref<HTMLDivElement>;
  className: string;
  label: string;
  /** The locale's "{current} of {total}" pattern for the value. */
  valueText: string;
  /** The point the sheet or panel is at, and how many there are. */
  index: number;
  count: number;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
}

/**
 * The grip of a sheet that stops at snap points (Popup's sheet, FloatingPanel): for keyboards
 * and screen readers a vertical slider whose values are the points, "2 of 3".
 */
export function SnapHandle({
  handleRef,
  className,
  label,
  valueText,
  index,
  count,
  onKeyDown,
}: SnapHandleProps) {
  return (
    <div
      ref={handleRef}
      role="slider"
      tabIndex={0}
      className={className}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={index + 1}
      aria-valuetext={pageText(valueText, index + 1, count)}
      onKeyDown={onKeyDown}
    />
  );
}
