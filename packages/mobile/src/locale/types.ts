/** Every built-in text of the library, for one language. */
export interface Locale {
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  common: { confirm: string; cancel: string; close: string; loading: string; actions: string };
  dialog: { ok: string };
  /** `sheetHeightValue` fills in `{current}` and `{total}`. */
  popup: { dragHandle: string; sheetHeight: string; sheetHeightValue: string };
  pullToRefresh: { pulling: string; canRelease: string; refreshing: string; complete: string };
  errorBlock: Record<
    'default' | 'busy' | 'disconnected' | 'empty',
    { title: string; description: string }
  >;
  empty: { description: string };
  swipeAction: { actions: string };
  progress: { label: string };
  /** `count` fills in `{count}`; `dot` names a badge without a number. */
  badge: { count: string; dot: string };
  noticeBar: { close: string };
  navBar: { back: string };
  indexBar: { label: string };
}
