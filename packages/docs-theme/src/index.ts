// What a site's own slots use: the page context, labels, colour mode, the default slots and
// the types of the page modules. Everything else of the theme is internal.
export { usePage, type PageContext } from './app/usePage';
export { useRouteError } from './app/routeView';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './app/Link';
export type { SidebarGroup, SidebarItem } from './app/navigation';
export { defaultSlots } from './app/defaultSlots';
export type { ColorMode, ColorPreference } from './color-mode/colorMode';
export { useColorMode } from './color-mode/useColorMode';
export type { LocaleId, MessageKey } from './i18n/messages';
export { useLangs, useLocale, useT } from './i18n/useT';
export type { DemoFrameProps } from './slots/content/DemoFrame';
export type * from './types';
