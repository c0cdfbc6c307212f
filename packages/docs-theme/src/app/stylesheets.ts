import { CHUNK_TIMEOUT_MS, CssChunkLoadError } from './chunkLoad';

/** Stylesheets in the document or on their way, by absolute address. */
const loading = new Map<string, Promise<void>>();
let readDocument = false;

const absolute = (href: string) => new URL(href, document.baseURI).href;

/**
 * What the document came with: each stylesheet link, and the files a built page's one
 * stylesheet holds (its `data-holds`), which need no request of their own.
 */
function noteDocumentStylesheets() {
  if (readDocument) return;
  readDocument = true;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const held = link.dataset.holds?.split(' ').filter(Boolean) ?? [];
    for (const href of [link.href, ...held]) loading.set(absolute(href), Promise.resolve());
  }
}

function fetchStylesheet(href: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const fail = () => {
      clearTimeout(timer);
      // Forgotten, so that the next navigation asks again.
      link.remove();
      loading.delete(href);
      reject(new CssChunkLoadError(href));
    };
    const timer = setTimeout(fail, timeoutMs);
    link.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    link.addEventListener('error', fail);
    document.head.append(link);
  });
}

/**
 * Adds the stylesheets a page needs and the document does not have yet, in the order given
 * (the site's cascade order), and resolves once all of them apply, so a page reached by a
 * link never shows unstyled. Each file is added once; a file that fails rejects with a
 * CssChunkLoadError and is asked for again next time.
 */
export function loadStylesheets(
  hrefs: readonly string[] | undefined,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<void> {
  if (!hrefs?.length || typeof document === 'undefined') return Promise.resolve();
  noteDocumentStylesheets();
  return Promise.all(
    hrefs.map((href) => {
      const url = absolute(href);
      let done = loading.get(url);
      if (!done) {
        done = fetchStylesheet(url, timeoutMs);
        loading.set(url, done);
      }
      return done;
    }),
  ).then(() => undefined);
}
