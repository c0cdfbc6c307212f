/** Every built-in text of the library, for one language. */
export interface Locale {
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  common: {
    confirm: string;
    cancel: string;
    close: string;
    loading: string;
    actions: string;
    /**
     * Read out (not shown) for a destructive action, which the screen marks by colour alone.
     * English when absent.
     */
    danger?: string;
  };
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
  /** `close` fills in `{label}`. */
  tag: { close: string };
  /** `more` fills in `{count}`. */
  avatar: { more: string };
  /** Names of the two thumbs of a range slider. */
  slider: { start: string; end: string };
  input: { clear: string };
  searchBar: { label: string };
  /** Validation messages fill in `{label}` (the item's label) and the rule's numbers. */
  form: FormMessages;
  /** Tab text of a level not chosen yet, and the names of the tab list and of a level's list. */
  cascader: { placeholder: string; levels: string; options: string };
  ellipsis: { expand: string; collapse: string };
  /** `position` fills in `{current}` and `{total}`. */
  imageViewer: { label: string; position: string };
  /** `label` fills in `{current}` and `{total}`. */
  pageIndicator: { label: string };
  /** `slideLabel` and `position` fill in `{current}` and `{total}`. */
  swiper: { carousel: string; slideLabel: string; position: string };
  /** What each step status is called, for screen readers. */
  steps: { wait: string; process: string; finish: string; error: string };
  /** `height` fills in `{current}` and `{total}`. */
  floatingPanel: { handle: string; height: string };
  indexBar: { label: string };
  /** Tour buttons; `step` fills in `{current}` and `{total}`. */
  tour: { previous: string; next: string; done: string; skip: string; step: string };
  /** `chosen` fills in `{title}` and `{option}`: a menu title's name once an option is chosen. */
  dropdown: { chosen: string };
}

/**
 * Texts of Form: validation messages, the marks after labels, and the announcement of a failed
 * submit.
 */
export interface FormMessages {
  /** Stands in for `{label}` when an item has no text label. */
  defaultLabel: string;
  required: string;
  /** Fills in `{type}` with one of `types`. */
  type: string;
  types: Record<
    'string' | 'number' | 'integer' | 'float' | 'boolean' | 'email' | 'url' | 'array' | 'date',
    string
  >;
  pattern: string;
  /** Length of text, in characters. */
  string: LengthMessages;
  /** Size of a number. */
  number: LengthMessages;
  /** Number of items in a list. */
  array: LengthMessages;
  /** Shown while an asynchronous check runs. */
  validating: string;
  /** Announced after a failed submit; fills in `{count}` and `{labels}`. */
  summary: string;
  /** `summary` for a single field. */
  summaryOne: string;
  /**
   * After the label of a required item, with `requiredMarkStyle="text-required"`. Also read
   * out (not shown) for an item with `onClick`, whose button cannot carry `aria-required`.
   * English when absent.
   */
  requiredMark?: string;
  /**
   * After the label of an item that is not required, with `requiredMarkStyle="text-optional"`.
   * English when absent.
   */
  optionalMark?: string;
}

/** Messages for `min`, `max`, `len`, and both `min` and `max` (`range`). */
export interface LengthMessages {
  min: string;
  max: string;
  len: string;
  range: string;
}
