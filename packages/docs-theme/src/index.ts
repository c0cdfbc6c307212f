export { useAppData } from './app/AppDataContext';
export { ChunkLoadError, CssChunkLoadError, CHUNK_TIMEOUT_MS } from './app/chunkLoad';
export {
  buildNav,
  buildSidebar,
  prevNext,
  type SidebarGroup,
  type SidebarItem,
} from './app/navigation';
export { usePage, type PageContext } from './app/usePage';
export { defaultSlots } from './app/defaultSlots';
export { useSlots } from './app/SlotsContext';
export { SLOT_NAMES, type SlotName } from './slotNames';
export { COLOR_STORAGE_KEY } from './color-mode/headScript';
export {
  parseColorPreference,
  resolveColorMode,
  type ColorMode,
  type ColorPreference,
} from './color-mode/colorMode';
export { useColorMode } from './color-mode/useColorMode';
export { LOCALE_STORAGE_KEY } from './i18n/localeStore';
export { locales, messages, translate, type LocaleId, type MessageKey } from './i18n/messages';
export { useLangs, useLocale, useT } from './i18n/useT';
export type { DemoFrameProps } from './slots/content/DemoFrame';
export type * from './types';
