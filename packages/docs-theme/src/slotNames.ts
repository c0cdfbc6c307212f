/**
 * The theme's replaceable pieces, by name. Free of React, so a site's build can check the
 * `slots` of its config against it before anything renders.
 */
export const SLOT_NAMES = [
  'Navbar',
  'Sidebar',
  'Toc',
  'Search',
  'ColorSwitch',
  'LanguageSwitch',
  'PageFooter',
  'SiteFooter',
  'Demo',
  'DemoFrame',
  'ApiTable',
  'HomeLayout',
  'NotFound',
  'Loading',
  'ErrorScreen',
] as const;

export type SlotName = (typeof SLOT_NAMES)[number];
