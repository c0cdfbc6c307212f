import { useCallback, useState } from 'react';
import { useLatest } from './useLatest';

interface ControllableStateOptions<T> {
  /** Controlled value; `undefined` means uncontrolled. */
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state for controlled and uncontrolled props: reads `value` when given, otherwise keeps
 * its own; `onChange` fires in both modes, only when the value actually changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useLatest({ current, onChange, controlled });

  const setValue = useCallback(
    (next: T) => {
      const { current: prev, onChange: notify, controlled: isControlled } = latest.current;
      if (Object.is(prev, next)) return;
      if (!isControlled) setInner(next);
      notify?.(next);
    },
    [latest],
  );

  return [current, setValue];
}
