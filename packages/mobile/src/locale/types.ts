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
  /** `label` fills in `{current}` and `{total}`. */
  pageIndicator: { label: string };
  /** `slideLabel` and `position` fill in `{current}` and `{total}`. */
  swiper: { carousel: string; slideLabel: string; position: string };
  /** What each step status is called, for screen readers. */
  steps: { wait: string; process: string; finish: string; error: string };
  /** `height` fills in `{current}` and `{total}`. */
  floatingPanel: { handle: string; height: string };
}
