import { useCallback } from 'react';
import { translate, type MessageKey } from './messages';

/**
 * The label function for the current interface language. The interface language switch
 * comes with the language preference; until then every label is en-US.
 */
export function useT() {
  return useCallback(
    (key: MessageKey, params?: Record<string, string>) => translate('en-US', key, params),
    [],
  );
}
