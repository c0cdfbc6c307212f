import { createContext, useContext } from 'react';
import type { ErrorScreen } from '../layouts/ErrorScreen';
import type { HomeLayout } from '../layouts/HomeLayout';
import type { NotFound } from '../layouts/NotFound';
import type { ColorSwitch } from '../slots/color-switch/ColorSwitch';
import type { ApiTable } from '../slots/content/ApiTable';
import type { Demo } from '../slots/content/Demo';
import type { DemoFrame } from '../slots/content/DemoFrame';
import type { PageFooter } from '../slots/footer/PageFooter';
import type { LanguageSwitch } from '../slots/language-switch/LanguageSwitch';
import type { Loading } from '../slots/loading/Loading';
import type { Navbar } from '../slots/navbar/Navbar';
import type { Search } from '../slots/search/Search';
import type { SiteFooter } from '../slots/site-footer/SiteFooter';
import type { Sidebar } from '../slots/sidebar/Sidebar';
import type { Toc } from '../slots/toc/Toc';

/** Every slot the theme renders, each typed as the default it replaces. */
export interface ThemeSlots {
  Navbar: typeof Navbar;
  Sidebar: typeof Sidebar;
  Toc: typeof Toc;
  Search: typeof Search;
  ColorSwitch: typeof ColorSwitch;
  LanguageSwitch: typeof LanguageSwitch;
  PageFooter: typeof PageFooter;
  SiteFooter: typeof SiteFooter;
  Demo: typeof Demo;
  DemoFrame: typeof DemoFrame;
  ApiTable: typeof ApiTable;
  HomeLayout: typeof HomeLayout;
  NotFound: typeof NotFound;
  Loading: typeof Loading;
  ErrorScreen: typeof ErrorScreen;
}

// Type-only imports above: this module holds no slot code, so slots that render other
// slots (Navbar, MobileDrawer, Demo) import it without an import cycle.
export const SlotsContext = createContext<ThemeSlots | null>(null);

/** The slots of this site: the theme's defaults with the overrides of its config. */
export function useSlots(): ThemeSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('useSlots must be used inside the docs app.');
  return slots;
}
