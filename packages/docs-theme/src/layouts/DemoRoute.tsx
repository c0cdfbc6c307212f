import { Suspense, use, useEffect, useState } from 'react';
import { useAppData } from '../app/AppDataContext';
import { useColorMode } from '../color-mode/useColorMode';
import { loadStylesheets } from '../app/stylesheets';
import { useSlots } from '../app/SlotsContext';
import { useLangs, useT } from '../i18n/useT';
import { NO_SWITCHES } from '../slots/content/demoSwitches';
import { framedDemo } from '../slots/content/framedDemo';
import type { AppData, DemoEntry } from '../types';
import * as styles from './demoRoute.css';
import { demoDocumentTitle, demoHeading } from './demoTitle';
import { Link } from '../app/Link';

type LoadedDemo = { entry: DemoEntry; Component: React.ComponentType } | null;

const loaded = new Map<string, Promise<LoadedDemo>>();

function loadDemo(loadEntry: AppData['loadDemo'], id: string): Promise<LoadedDemo> {
  let promise = loaded.get(id);
  if (!promise) {
    promise = loadEntry(id).then(async (entry) => {
      if (!entry) return null;
      const [module] = await Promise.all([entry.load(), loadStylesheets(entry.stylesheets)]);
      return { entry, Component: module.default };
    });
    loaded.set(id, promise);
  }
  return promise;
}

/**
 * `~demos/{id}`: one demo alone, for a phone (its QR code) or a new tab, with its title and a
 * link back to its place on its page, inside the screen's safe area. In a page's iframe it is
 * the demo only. Its `<main>` carries `data-demo-ready` once the demo runs, for tools that must
 * not touch it before (screenshots, gesture tests): prerendered, it is on screen before it can
 * respond to a drag.
 */
export function DemoRoute({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <StandaloneDemo id={id} />
    </Suspense>
  );
}

function StandaloneDemo({ id }: { id: string }) {
  const { loadDemo: loadEntry, site } = useAppData();
  const { DemoFrame, NotFound } = useSlots();
  const t = useT();
  const [main, setMain] = useState<HTMLElement | null>(null);
  const { chrome } = useLangs();
  // The site's colour mode, stored by the colour switch of its other pages: the demo shows the
  // library's dark theme on a dark page, and an 'auto' page follows the system as it changes.
  const dark = useColorMode().mode === 'dark';
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // Effects run inner components first: when this one runs, the demo has attached its own
  // listeners (a drag, say). Written to the element, not rendered: React never sets it back.
  useEffect(() => {
    if (container) main?.setAttribute('data-demo-ready', '');
  }, [main, container]);
  const demo = use(loadDemo(loadEntry, id));
  const title = demo && demoDocumentTitle(demo.entry);
  useEffect(() => {
    if (title) document.title = `${title} - ${site.title}`;
  }, [title, site.title]);
  if (!demo) {
    return (
      <main id="main-content">
        <NotFound />
        <p className={styles.missing} lang={chrome}>
          {t('demo.notFound', { id })}
        </p>
      </main>
    );
  }
  const { page } = demo.entry;
  return (
    <main id="main-content" ref={setMain} className={styles.standalone}>
      <header className={styles.header}>
        {page && (
          <Link to={`${page.path}#${id}`} className={styles.back}>
            <span aria-hidden="true">←</span>
            {t('demo.backTo', { page: page.title })}
          </Link>
        )}
        <h1 className={styles.title}>{demoHeading(demo.entry)}</h1>
      </header>
      <div
        ref={setContainer}
        className={styles.demo}
        data-demo-frame=""
        data-theme={dark ? 'dark' : 'light'}
      >
        {/* No frame to hold its overlays: they cover the screen and lock its scroll, as in an app. */}
        {framedDemo(demo.Component, {
          DemoFrame,
          label: t('demo.failed'),
          id,
          dark,
          switches: NO_SWITCHES,
          frame: null,
        })}
      </div>
    </main>
  );
}
