import { useContext } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { form as english } from '../locale/en-US/form';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { FormContext } from './formContext';
import * as styles from './Form.css';

interface RequiredMarkProps {
  required: boolean;
  /** The control cannot carry `aria-required` (the button of an item with `onClick`). */
  spoken: boolean;
}

/**
 * What follows a label, as the form's `requiredMarkStyle` says. Hidden from screen readers,
 * which hear `aria-required` on the control, or else the required text itself.
 */
export function RequiredMark({ required, spoken }: RequiredMarkProps) {
  const markStyle = useContext(FormContext)?.requiredMarkStyle ?? 'asterisk';
  const texts = useLocaleTexts('form', english);
  // A locale written before these two texts existed falls back to English for them.
  const requiredText = texts.requiredMark ?? english.requiredMark!;
  const optionalText = texts.optionalMark ?? english.optionalMark!;
  const shown = {
    asterisk: required ? '*' : '',
    'text-required': required ? requiredText : '',
    'text-optional': required ? '' : optionalText,
    none: '',
  }[markStyle];
  return (
    <>
      {shown && (
        <span
          aria-hidden="true"
          className={markStyle === 'asterisk' ? styles.requiredMark : styles.markText}
        >
          {shown}
        </span>
      )}
      {spoken && required && <span className={visuallyHidden}>{requiredText}</span>}
    </>
  );
}
