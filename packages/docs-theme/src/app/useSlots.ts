import type { ComponentType } from 'react';
import { Demo } from '../slots/content/Demo';
import { DemoFrame } from '../slots/content/DemoFrame';
import { PageFooter } from '../slots/footer/PageFooter';
import { Navbar } from '../slots/navbar/Navbar';
import { Sidebar } from '../slots/sidebar/Sidebar';
import { Toc } from '../slots/toc/Toc';
import { useAppData } from './AppDataContext';

/** The theme's replaceable pieces; a site overrides any of them by name in its config. */
export const defaultSlots = { Navbar, Sidebar, Toc, PageFooter, Demo, DemoFrame };

export type SlotName = keyof typeof defaultSlots;

export function useSlots(): typeof defaultSlots {
  const { slots } = useAppData();
  return {
    ...defaultSlots,
    ...(slots as Partial<Record<SlotName, ComponentType<never>>>),
  } as typeof defaultSlots;
}
