import { StrictMode, useMemo, type ReactNode } from 'react';
import type { AppData } from '../types';
import { AppDataContext } from './AppDataContext';
import { withSiteSlots } from './defaultSlots';
import { SlotsContext } from './SlotsContext';

/** Providers every render of the app shares, on the server and in the browser. */
export function DocsApp({ data, children }: { data: AppData; children: ReactNode }) {
  const slots = useMemo(() => withSiteSlots(data.slots), [data.slots]);
  return (
    <StrictMode>
      <AppDataContext.Provider value={data}>
        <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
      </AppDataContext.Provider>
    </StrictMode>
  );
}
