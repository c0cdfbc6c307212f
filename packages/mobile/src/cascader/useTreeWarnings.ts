import { useEffect } from 'react';
import { warn } from '../internal/warn';
import { treeProblems, type CascaderFieldNames, type CascaderValue } from './cascaderTree';

/**
 * CascaderView's development warnings: problems of the option tree, and values of `value` that no
 * option of their level has (`unknown`).
 */
export function useTreeWarnings(
  options: readonly object[],
  fieldNames: CascaderFieldNames | undefined,
  unknown: CascaderValue[],
) {
  useEffect(() => {
    for (const problem of treeProblems(options, fieldNames)) warn('CascaderView', problem);
  }, [options, fieldNames]);
  const unknownKey = unknown.map(String).join(', ');
  useEffect(() => {
    if (unknownKey)
      warn('CascaderView', `the value holds ${unknownKey}, which no option of its level has.`);
  }, [unknownKey]);
}
