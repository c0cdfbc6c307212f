import { useId, type ReactNode } from 'react';

/**
 * The name of a control inside a `<label>` that wraps its own text. An `aria-labelledby` (a
 * Form.Item's) replaces the label's name, own text and all, so the text's id follows it.
 */
export function useOwnTextName(given: string | undefined, text: ReactNode) {
  const textId = useId();
  const hasText = text !== undefined && text !== null;
  return { textId, hasText, labelledBy: given && hasText ? `${given} ${textId}` : given };
}
