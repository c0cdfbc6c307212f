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
export { defaultSlots, useSlots, type SlotName } from './app/useSlots';
export { COLOR_STORAGE_KEY } from './color-mode/headScript';
export { locales, messages, translate, type LocaleId, type MessageKey } from './i18n/messages';
export { useT } from './i18n/useT';
export type { DemoFrameProps } from './slots/content/DemoFrame';
export type * from './types';
