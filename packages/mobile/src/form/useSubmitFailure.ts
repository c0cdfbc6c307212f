import { useEffect, useState } from 'react';
import type { FormMessages } from '../locale/types';
import { firstInDocument, focusInvalidItem } from './focusField';
import type { FieldEntity } from './formStore';
import { format } from './rules';

interface Failure {
  message: string;
  items: HTMLElement[];
  /** Counts failures, so that the same summary is announced again. */
  round: number;
}

function listOf(labels: string[], locale: string): string {
  return typeof Intl.ListFormat === 'function'
    ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels)
    : labels.join(', ');
}

/**
 * What a form does after a failed submit: a summary for the live region ("2 fields need
 * attention: …"), and the first invalid field scrolled to and focused.
 */
export function useSubmitFailure(
  messages: FormMessages,
  localeTag: string,
  scrollToFirstError: boolean,
) {
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    // After the commit, so the invalid controls already carry aria-invalid.
    const first = failure && scrollToFirstError ? firstInDocument(failure.items) : undefined;
    if (first) focusInvalidItem(first);
  }, [failure, scrollToFirstError]);

  const failed = (fields: ReadonlyArray<{ entity: FieldEntity }>) => {
    const labels = fields.map(({ entity }) => entity.label());
    const template = fields.length === 1 ? messages.summaryOne : messages.summary;
    setFailure((previous) => ({
      message: format(template, { count: fields.length, labels: listOf(labels, localeTag) }),
      items: fields.map(({ entity }) => entity.element()).filter((el) => el !== null),
      round: (previous?.round ?? 0) + 1,
    }));
  };

  // A trailing no-break space on every other round makes the same text news again.
  const announcement = failure ? failure.message + (failure.round % 2 ? '' : '\u00a0') : '';
  return { announcement, failed, passed: () => setFailure(null) };
}
