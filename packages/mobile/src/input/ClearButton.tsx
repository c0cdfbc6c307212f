import { useLocaleTexts } from '../config-provider/localeTexts';
import { input as english } from '../locale/en-US/input';
import { CloseCircleIcon } from '../icon/icons';
import * as styles from './Input.css';

/** The button that empties an Input, named in the locale's words. */
export function ClearButton({ onClick }: { onClick: () => void }) {
  const texts = useLocaleTexts('input', english);
  return (
    <button
      type="button"
      className={styles.clear}
      aria-label={texts.clear}
      // Keeps the focus (and the keyboard) in the field while the button is tapped, which also
      // keeps a button shown only while the field has focus (`onlyShowClearWhenFocus`).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <CloseCircleIcon />
    </button>
  );
}
