import type { ComponentType } from 'react';
import { ErrorScreen } from '../layouts/ErrorScreen';
import { HomeLayout } from '../layouts/HomeLayout';
import { NotFound } from '../layouts/NotFound';
import { ColorSwitch } from '../slots/color-switch/ColorSwitch';
import { ApiTable } from '../slots/content/ApiTable';
import { Demo } from '../slots/content/Demo';
import { DemoFrame } from '../slots/content/DemoFrame';
import { PageFooter } from '../slots/footer/PageFooter';
import { LanguageSwitch } from '../slots/language-switch/LanguageSwitch';
import { Loading } from '../slots/loading/Loading';
import { Navbar } from '../slots/navbar/Navbar';
import { Search } from '../slots/search/Search';
import { SiteFooter } from '../slots/site-footer/SiteFooter';
import { Sidebar } from '../slots/sidebar/Sidebar';
import { Toc } from '../slots/toc/Toc';
import type { SlotName } from '../slotNames';
import type { Slots } from '../types';
import type { ThemeSlots } from './SlotsContext';

/**
 * The theme's replaceable pieces (`SLOT_NAMES`); a site overrides any of them by name in its
 * config. Only the app root imports this registry: slots reach each other through
 * `useSlots`, so no slot module imports the modules of the others.
 */
export const defaultSlots: ThemeSlots = {
  Navbar,
  Sidebar,
  Toc,
  Search,
  ColorSwitch,
  LanguageSwitch,
  PageFooter,
  SiteFooter,
  Demo,
  DemoFrame,
  ApiTable,
  HomeLayout,
  NotFound,
  Loading,
  ErrorScreen,
} satisfies Record<SlotName, ComponentType<never>>;

/** The default slots with a site's overrides from its config. */
export function withSiteSlots(overrides: Slots): ThemeSlots {
  return { ...defaultSlots, ...overrides } as ThemeSlots;
}
