import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/code.css';
import '../styles/global.css';
import type { AppData } from '../types';
import { basePath } from './basePath';
import { preloadLocale } from '../i18n/localeStore';
import { DocsApp } from './DocsApp';
import { PAGE_STATE_ID, type PageState } from './pageState';
import { DocsRouter } from './DocsRouter';
import { withDocumentDemo } from './documentDemo';
import { HydrationSignal, reportHydrationError, signalStarted } from './hydrationErrors';
import { resolveView } from './resolveView';
import type { RouteView } from './routeView';
import { normalizeStartupPath } from './startupPath';

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * Starts the docs app in the browser: hydrates a prerendered page, or renders from scratch
 * in dev, on the not-found document (which answers for any unknown address, so its markup
 * cannot match every route it is served for), and when the host served a page for another
 * spelling of the address (`/components//tm-button`, `/components/%74m-button`).
 */
export async function startClient(data: AppData) {
  window.__TESSERA_DOCS__ = { version: data.site.version };
  const cleanPath = normalizeStartupPath(window.location.pathname, basePath(data.site));
  if (cleanPath)
    window.history.replaceState(
      window.history.state,
      '',
      cleanPath + window.location.search + window.location.hash,
    );

  // An address outside the base path names no page of this site: the host served the
  // prerendered not-found page, whose links already lead into the site. The router would
  // render nothing there, so the page stays as it is.
  if (!`${window.location.pathname}/`.startsWith(basePath(data.site))) {
    signalStarted();
    return;
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the docs app into.');
  const state = readPageState();
  const appData = withDocumentDemo(data, state);
  // The labels of a language the reader chose load beside the page, so the first render after
  // hydration shows them.
  const labels = preloadLocale();

  // Hydration needs the view the page was prerendered with, its loader's data included. A
  // page chunk that fails here (a redeploy removed it) is rendered afresh with its error
  // screen instead of leaving a page that never hydrates.
  let initial: RouteView | null = null;
  if (
    state &&
    !state.notFound &&
    state.path === window.location.pathname &&
    container.hasChildNodes()
  ) {
    const { pathname, search } = window.location;
    initial = await resolveView(
      appData,
      pathname + search,
      Object.hasOwn(state, 'loaderData') ? { loaderData: state.loaderData } : {},
    );
  }
  await labels;
  const app = (
    <HydrationSignal>
      <DocsApp data={appData}>
        <DocsRouter data={appData} initial={initial} />
      </DocsApp>
    </HydrationSignal>
  );
  if (initial && initial.kind !== 'error')
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  else createRoot(container).render(app);
}
