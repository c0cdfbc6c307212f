import {
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
} from 'react';
import { clampGraphemes } from './graphemes';
import { useControllableState } from './useControllableState';

type Field = HTMLInputElement | HTMLTextAreaElement;

interface TextValueOptions {
  /** Whether the caller passed a `value` prop at all; `null`/`undefined` then show empty. */
  controlled: boolean;
  value: string | null | undefined;
  defaultValue: string | undefined;
  onChange: ((value: string) => void) | undefined;
  /** Limit in characters (graphemes). */
  maxLength: number | undefined;
}

/**
 * The value of a text field that respects input methods (IME). While a Chinese, Japanese or
 * Korean word is being composed, the field shows the keystrokes as a draft: nothing is
 * clamped, counted or reported to `onChange` until the composition ends, so a limit or a
 * formatter never cuts a syllable in half.
 */
export function useTextValue({
  controlled,
  value,
  defaultValue,
  onChange,
  maxLength,
}: TextValueOptions) {
  const [committed, setCommitted] = useControllableState<string>({
    value: controlled ? (value ?? '') : undefined,
    defaultValue: defaultValue ?? '',
    onChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);

  const commit = (raw: string) => {
    setDraft(null);
    setCommitted(clampGraphemes(raw, maxLength));
  };

  return {
    /** The committed value: what counts and what `onChange` last reported. */
    value: committed,
    /** What the field shows, the draft included. */
    shown: draft ?? committed,
    commit,
    /**
     * True for a key press or a change that belongs to a composition (the Enter that picks a
     * word, the keystrokes of a draft).
     */
    isComposingKey: (event: { nativeEvent: Event; keyCode?: number }) =>
      composing.current ||
      (event.nativeEvent as KeyboardEvent['nativeEvent']).isComposing ||
      event.keyCode === 229,
    handlers: {
      onChange: (event: ChangeEvent<Field>) => {
        if (composing.current) setDraft(event.target.value);
        else commit(event.target.value);
      },
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: (event: CompositionEvent<Field>) => {
        composing.current = false;
        commit(event.currentTarget.value);
      },
    },
  };
}

/** Splits props into those for the native field (`aria-*`) and those for the wrapper. */
export function splitAria(props: object): [Record<string, unknown>, Record<string, unknown>] {
  const aria: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const [key, val] of Object.entries(props)) {
    if (key.startsWith('aria-')) aria[key] = val;
    else other[key] = val;
  }
  return [aria, other];
}
