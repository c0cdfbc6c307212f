import type { LocaleId } from './labels';

export type { LocaleId };

/** Every label of the theme in the default language, which the server renders. */
const enUS = {
  'search.placeholder': 'Type keywords...',
  'search.loading': 'Loading...',
  'search.empty': 'No content was found',
  'color.light': 'Light Mode',
  'color.dark': 'Dark Mode',
  'color.auto': 'Follow System',
  'demo.showCode': 'Show Code',
  'demo.hideCode': 'Hide Code',
  'demo.openStandalone': 'Open in separate page',
  'demo.copy': 'Copy code',
  'demo.copied': 'Copied',
  'demo.darkTheme': 'Dark theme',
  'page.prev': 'PREV',
  'page.next': 'NEXT',
  'page.lastUpdated': 'Last updated',
  'page.date': '{monthName} {day}, {year}',
  'page.edit': 'Improve this documentation',
  'page.toc': 'On this page',
  'nav.more': 'More',
  'nav.main': 'Main',
  'nav.sidebar': 'Sidebar',
  'nav.skip': 'Skip to content',
  'nav.openSidebar': 'Open sidebar',
  'nav.closeSidebar': 'Close sidebar',
  'nav.pagination': 'Pagination',
  'nav.navigatedTo': 'Navigated to {title}',
  'notFound.title': 'PAGE NOT FOUND',
  'notFound.subtitle': 'Sorry, the page you visited does not exist.',
  'notFound.back': 'Back to home page',
  'loading.page': 'Loading page',
  'error.title': 'This page could not be loaded',
  'error.reload': 'Reload',
  'api.disabled': 'apiParser must be enabled to use auto-generated API',
  'api.resolving': 'Properties definition is resolving, wait a moment...',
  'api.missing': 'Properties definition not found for {id} component',
  'callout.info': 'Info',
  'callout.note': 'Note',
  'callout.tip': 'Tip',
  'callout.success': 'Success',
  'callout.important': 'Important',
  'callout.warning': 'Warning',
  'callout.caution': 'Caution',
  'callout.error': 'Error',
  'api.name': 'Name',
  'api.description': 'Description',
  'api.type': 'Type',
  'api.default': 'Default',
  'api.required': 'Required',
  'api.deprecated': 'Deprecated.',
  'api.since': 'Since {version}.',
  'locale.label': 'Language',
  'search.label': 'Search',
  'search.unavailable': 'Search is unavailable right now',
  'search.retry': 'Try again',
  'search.recent': 'Recent searches',
  'search.clearRecent': 'Clear recent searches',
  'search.resultCount': '{count} results',
  'search.type.page': 'Page',
  'search.type.title': 'Section',
  'search.type.demo': 'Demo',
  'search.type.content': 'Content',
  'search.goTo': 'Go to',
  'color.label': 'Color mode',
  'demo.qrCode': 'QR code',
  'demo.qrHint': 'Scan to open this demo on a phone',
  'demo.failed': 'This demo failed to render',
  'page.defaultTab': 'Documentation',
  'page.tabs': 'Page views',
  'nav.moreLinks': 'More links',
  'loading.chunk': 'A newer version of this site may have been published. Reload to continue.',
  'error.offline': 'You appear to be offline. Reload when the connection is back.',
  'demo.notFound': 'Demo not found: {id}',
  'demo.needsJs': 'This live demo needs JavaScript to run.',
  'search.needsJs': 'Search needs JavaScript',
  'heading.link': 'Link to this section',
  'heading.linkCopied': 'Link copied',
  'demo.backTo': 'Back to {page}',
  'home.copyInstall': 'Copy the install command',
  'home.copySelected': 'The command is selected: copy it with your keyboard',
  'home.preview': 'Live preview: {title}',
  'library.version': '{name} version',
  'library.repository': 'Source repository',
  'library.npm': 'npm package',
  'footer.license': 'Released under the {license} License.',
} as const;

export type MessageKey = keyof typeof enUS;
type Messages = Record<MessageKey, string>;

// Other languages load when a reader chooses one: most readers never do.
const loaders: Record<Exclude<LocaleId, 'en-US'>, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('./messages.zh-CN'),
};
const tables = new Map<LocaleId, Messages>([['en-US', enUS]]);
const loading = new Map<LocaleId, Promise<void>>();

/** The labels of a language are here: `translate` shows them. */
export const hasMessages = (locale: LocaleId) => tables.has(locale);

/** Loads the labels of a language; a failure is forgotten, so the next choice tries again. */
export function loadMessages(locale: LocaleId): Promise<void> {
  if (locale === 'en-US' || tables.has(locale)) return Promise.resolve();
  let done = loading.get(locale);
  if (!done) {
    done = loaders[locale]().then(
      (module) => void tables.set(locale, module.default),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, done);
  }
  return done;
}

export const locales: { id: LocaleId; name: string }[] = [
  { id: 'en-US', name: 'English' },
  { id: 'zh-CN', name: '中文' },
];

/** A label in a language, with `{name}` placeholders filled in. */
export function translate(
  locale: LocaleId,
  key: MessageKey,
  params?: Record<string, string>,
): string {
  const text = tables.get(locale)?.[key] ?? enUS[key];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : text;
}
