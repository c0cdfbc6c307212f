import { useMemo } from 'react';
import { enUS } from '../locale/enUS';
import { useConfigScope, type ConfigValue } from './configContext';

/**
 * The settings of the nearest ConfigProvider, for components of the app. The locale is always
 * whole: `enUS` unless a provider sets another. The library's own components read only their
 * section (`localeTexts.ts`), so they do not bundle this.
 */
export function useConfig(): ConfigValue {
  const scope = useConfigScope();
  return useMemo(() => ({ ...scope, locale: scope.locale ?? enUS }), [scope]);
}
