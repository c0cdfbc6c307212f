import { type RefObject } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { input as english } from '../locale/en-US/input';
import { CloseCircleIcon } from '../icon/icons';
import * as styles from './Input.css';

interface ClearButtonProps {
  /** Sets the field's text. */
  commit: (text: string) => void;
  /** The field, focused again once emptied. */
  fieldRef: RefObject<HTMLInputElement | null>;
  onClear: (() => void) | undefined;
}

/** The button that empties an Input, named in the locale's words. */
export function ClearButton({ commit, fieldRef, onClear }: ClearButtonProps) {
  const texts = useLocaleTexts('input', english);
  return (
    <button
      type="button"
      className={styles.clear}
      aria-label={texts.clear}
      // Keeps the focus (and the keyboard) in the field while the button is tapped.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        commit('');
        fieldRef.current?.focus();
        onClear?.();
      }}
    >
      <CloseCircleIcon />
    </button>
  );
}
