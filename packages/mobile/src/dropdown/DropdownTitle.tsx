import { Fragment, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { dropdown as english } from '../locale/en-US/dropdown';
import { DownIcon } from '../icon/icons';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Dropdown.css';
import {
  splitTemplate,
  type DropdownDirection,
  type DropdownOption,
  type TemplatePart,
} from './dropdownItems';

interface DropdownTitleProps {
  id: string;
  /** `id` of the panel it opens. */
  panelId: string;
  open: boolean;
  direction: DropdownDirection;
  disabled: boolean;
  title: ReactNode;
  /** The chosen option in options mode: its label is shown instead of the title. */
  chosen: DropdownOption | undefined;
  onPress: () => void;
}

/** A title in the bar: a button that opens its menu's panel, or closes it when open. */
export function DropdownTitle({
  id,
  panelId,
  open,
  direction,
  disabled,
  title,
  chosen,
  onPress,
}: DropdownTitleProps) {
  const texts = useLocaleTexts('dropdown', english);
  return (
    <button
      type="button"
      id={id}
      className={styles.title}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-controls={open ? panelId : undefined}
      aria-disabled={disabled || undefined}
      data-chosen={chosen ? '' : undefined}
      data-direction={direction}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      <span className={styles.titleText}>
        {chosen ? <ChosenLabel template={texts.chosen} title={title} chosen={chosen} /> : title}
      </span>
      <span className={styles.arrow} aria-hidden>
        <DownIcon />
      </span>
    </button>
  );
}

/**
 * The chosen option's label on screen; screen readers hear the title too ("Sort: Price"), so the
 * button still says which menu it opens. The hidden words before and after the label go in one
 * span each, so they are read as written.
 */
function ChosenLabel({
  template,
  title,
  chosen,
}: {
  template: string;
  title: ReactNode;
  chosen: DropdownOption;
}) {
  const parts = splitTemplate(template);
  const at = parts.findIndex((part) => 'slot' in part && part.slot === 'option');
  const hidden = (pieces: TemplatePart[]) =>
    pieces.length > 0 && (
      <span className={visuallyHidden}>
        {pieces.map((part, index) =>
          'text' in part ? (
            part.text
          ) : part.slot === 'title' ? (
            <Fragment key={index}>{title}</Fragment>
          ) : null,
        )}
      </span>
    );
  return (
    <>
      {hidden(at < 0 ? parts : parts.slice(0, at))}
      <span>{chosen.label}</span>
      {hidden(at < 0 ? [] : parts.slice(at + 1))}
    </>
  );
}
