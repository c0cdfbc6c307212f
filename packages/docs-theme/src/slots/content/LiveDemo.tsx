import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { demoGate, type LoadDemo } from '../../app/demoGate';
import { holdLayout } from '../../app/layoutHolds';
import { reportHydrationError } from '../../app/hydrationErrors';
import { escapeHtml } from '../../escapeHtml';
import type { LiveDemoSource } from '../../types';

/**
 * On the server: takes each demo's island, which the server entry renders as a React root of
 * its own (so the browser can hydrate it on its own later) and puts in its placeholder. In
 * the browser there is none.
 */
export const IslandCollectorContext = createContext<
  ((id: string, island: ReactNode) => void) | null
>(null);

/** The ids React generates inside an island, the same on the server and in the browser. */
export const islandPrefix = (id: string) => `${id}-`;

/** Where a demo's island goes in the page's server markup, as React writes it. */
export const islandPlaceholder = (id: string) =>
  `<div data-demo-live="" data-demo-island="${escapeHtml(id)}"></div>`;

/** The island's markup in place of its placeholder, as the browser will find it. */
export const islandMarkup = (html: string) => `<div data-demo-live="">${html}</div>`;

interface LiveDemoProps<P> {
  id: string;
  source: LiveDemoSource;
  /** What the demo is rendered with (frame, themes); `render` places it around the demo. */
  props: P;
  /**
   * What the demo's markup shows of `props` (its themes, say). When it changes, the
   * prerendered markup is out of date, and the demo loads at once to show the new look.
   */
  look: string;
  render: (Component: ComponentType, props: P) => ReactNode;
}

const NO_MARKUP = { __html: '' } as const;

/**
 * The live part of a demo. Given its component, it renders inline. Given only the chunk to
 * load it from, it is an island: its own React root, prerendered on the server, which the
 * page hydrates around without touching. The island loads and hydrates when the demo comes
 * near the viewport or is used (see demoGate), so a page's first load runs no demo code it
 * does not show, and nothing the page updates meanwhile (colour mode, language, the frame)
 * can throw its prerendered markup away.
 */
export function LiveDemo<P>({ id, source, props, look, render }: LiveDemoProps<P>) {
  const collectIsland = useContext(IslandCollectorContext);
  if ('component' in source) {
    if (!collectIsland) return <div data-demo-live="">{render(source.component, props)}</div>;
    collectIsland(
      id,
      <Island store={fixedStore(props)} Component={source.component} render={render} />,
    );
    return <div data-demo-live="" data-demo-island={id} />;
  }
  return <DemoIsland id={id} load={source.load} props={props} look={look} render={render} />;
}

interface PropsStore<P> {
  /** The props the server rendered with, which hydration must see. */
  first: P;
  get: () => P;
  subscribe: (listener: () => void) => () => void;
}

function fixedStore<P>(props: P): PropsStore<P> {
  return { first: props, get: () => props, subscribe: () => () => undefined };
}

function Island<P>({
  store,
  Component,
  render,
  onShown,
}: {
  store: PropsStore<P>;
  Component: ComponentType;
  render: (Component: ComponentType, props: P) => ReactNode;
  /** Called once the island shows the page's current props, not only those it hydrated with. */
  onShown?: () => void;
}) {
  const props = useSyncExternalStore(store.subscribe, store.get, () => store.first);
  useEffect(() => {
    if (props === store.get()) onShown?.();
  }, [props, store, onShown]);
  return render(Component, props);
}

function DemoIsland<P>({
  id,
  load,
  props,
  look,
  render,
}: {
  id: string;
  load: LoadDemo;
  props: P;
  look: string;
  render: (Component: ComponentType, props: P) => ReactNode;
}) {
  const [firstLook] = useState(look);
  const store = usePropsStore(props);
  const { host, open, shown } = useIslandRoot(id, load, store, render);
  useEffect(() => {
    if (look !== firstLook) open.current?.();
  }, [look, firstLook, open]);

  // The island's own root owns what is inside. An empty inner HTML, a constant, is how React
  // is told to leave an element's children alone, while hydrating the page and after.
  // Prerendered markup in a look the page no longer wants (a dark theme, say) stays hidden
  // until the island shows the right one, rather than show the wrong colours meanwhile.
  /* eslint-disable no-restricted-syntax -- no HTML is written: the string is always empty */
  return (
    <div
      ref={host}
      data-demo-live=""
      data-demo-pending={look !== firstLook && !shown ? '' : undefined}
      dangerouslySetInnerHTML={NO_MARKUP}
      suppressHydrationWarning
    />
  );
  /* eslint-enable no-restricted-syntax */
}

/**
 * The page's props, for the island: its root renders apart from the page's, so it reads them
 * from a store the page updates.
 */
function usePropsStore<P>(props: P) {
  // The first render is the one hydration saw: the server rendered the island with it.
  const [store] = useState(() => {
    let current = props;
    const listeners = new Set<() => void>();
    return {
      first: props,
      get: () => current,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: P) {
        current = next;
        for (const listener of listeners) listener();
      },
    };
  });
  useLayoutEffect(() => store.set(props), [store, props]);
  return store;
}

/**
 * The island's own React root in `host`, made once the demo's gate lets its code load:
 * `open` loads it at once, and `shown` is set once the island shows the page's props.
 */
function useIslandRoot<P>(
  id: string,
  load: LoadDemo,
  store: PropsStore<P>,
  render: (Component: ComponentType, props: P) => ReactNode,
) {
  const host = useRef<HTMLDivElement>(null);
  const open = useRef<() => void>(undefined);
  const [shown, setShown] = useState(false);
  // A demo with no prerendered markup (reached by a link) is empty until its code has
  // rendered it: the page's layout is not final before then.
  useLayoutEffect(() => {
    if (shown || host.current?.hasChildNodes()) return;
    return holdLayout();
  }, [shown]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const prerendered = element.hasChildNodes();
    const gate = demoGate(id, load, prerendered ? element : null);
    open.current = gate.open;
    let root: Root | undefined;
    let stopped = false;
    const show = (node: ReactNode, hydrate: boolean) => {
      if (stopped) return;
      if (hydrate) {
        root = hydrateRoot(element, node, {
          identifierPrefix: islandPrefix(id),
          // Unmounting an island React has not hydrated yet (the reader left the page) is
          // reported as an early update. The island is going away, so there is no fault.
          onRecoverableError: (error, info) => {
            if (!stopped) reportHydrationError(error, info);
          },
        });
      } else {
        root = createRoot(element, { identifierPrefix: islandPrefix(id) });
        root.render(node);
      }
    };
    const onLive = () => {
      gate.markLive();
      setShown(true);
    };
    gate.component.then(
      (Component) =>
        show(
          <Island store={store} Component={Component} render={render} onShown={onLive} />,
          prerendered,
        ),
      // The demo's error block says what went wrong, in place of the demo.
      (error: unknown) =>
        show(
          <Island
            store={store}
            Component={thrower(error)}
            render={render}
            onShown={() => setShown(true)}
          />,
          false,
        ),
    );
    return () => {
      stopped = true;
      gate.stop();
      // Unmounting a root while React renders the page is not allowed: it waits a turn.
      const mounted = root;
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
  }, [id, load, store, render]);
  return { host, open, shown };
}

function thrower(error: unknown): ComponentType {
  return function FailedDemo() {
    throw error;
  };
}
