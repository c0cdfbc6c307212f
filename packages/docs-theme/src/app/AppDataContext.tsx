import { createContext, useContext } from 'react';
import type { AppData } from '../types';

export const AppDataContext = createContext<AppData | null>(null);

/** The site, its page list, demos and slot overrides. */
export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData must be used inside the docs app.');
  return data;
}
