import { Suspense, use, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppData } from '../app/AppDataContext';
import { useColorMode } from '../color-mode/useColorMode';
import { loadStylesheets } from '../app/stylesheets';
import { useSlots } from '../app/useSlots';
import { useLangs, useT } from '../i18n/useT';
import { framedDemo } from '../slots/content/framedDemo';
import type { AppData, DemoEntry } from '../types';
import * as styles from './demoRoute.css';

type LoadedDemo = { entry: DemoEntry; Component: React.ComponentType } | null;

const loaded = new Map<string, Promise<LoadedDemo>>();

function loadDemo(loadDemos: AppData['loadDemos'], id: string): Promise<LoadedDemo> {
  let promise = loaded.get(id);
  if (!promise) {
    promise = loadDemos().then(async ({ demos }) => {
      const entry = demos.get(id);
      if (!entry) return null;
      const [module] = await Promise.all([entry.load(), loadStylesheets(entry.stylesheets)]);
      return { entry, Component: module.default };
    });
    loaded.set(id, promise);
  }
  return promise;
}

/**
 * `~demos/{id}`: one demo alone, full width, for a phone or a new tab. Its `<main>` carries
 * `data-demo-ready` once the demo runs, for tools that must not touch it before (screenshots,
 * gesture tests): prerendered, it is on screen before it can respond to a drag.
 */
export function DemoRoute() {
  const { id = '' } = useParams();
  // A demo alone has no colour switch; subscribing still makes an 'auto' page follow the
  // system when it turns dark or light, as every other page does.
  useColorMode();
  return (
    <Suspense fallback={null}>
      <StandaloneDemo id={id} />
    </Suspense>
  );
}

function StandaloneDemo({ id }: { id: string }) {
  const { loadDemos } = useAppData();
  const { DemoFrame, NotFound } = useSlots();
  const t = useT();
  const { chrome } = useLangs();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // Effects run inner components first: when this one runs, the demo has attached its own
  // listeners (a drag, say). Written to the element, not rendered: React never sets it back.
  useEffect(() => container?.setAttribute('data-demo-ready', ''), [container]);
  const demo = use(loadDemo(loadDemos, id));
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
  return (
    <main id="main-content" ref={setContainer} className={styles.standalone} data-demo-frame="">
      <h1 className={styles.hiddenTitle}>{demo.entry.title ?? id}</h1>
      {framedDemo(demo.Component, {
        DemoFrame,
        label: t('demo.failed'),
        id,
        dark: false,
        compact: false,
        frame: container,
      })}
    </main>
  );
}
