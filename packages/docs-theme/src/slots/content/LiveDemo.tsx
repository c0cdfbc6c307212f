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
import type { LiveDemoSource } from '../../types';

/**
 * On the server: renders a demo as its own React root would, so the browser can hydrate it
 * on its own later. The server entry provides it; in the browser there is none.
 */
export const IslandRendererContext = createContext<
  ((node: ReactNode, identifierPrefix: string) => string) | null
>(null);

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

const NO_MARKUP = { __html: '' };

/**
 * The live part of a demo. Given its component, it renders inline. Given only the chunk to
 * load it from, it is an island: its own React root, prerendered on the server, which the
 * page hydrates around without touching. The island loads and hydrates when the demo comes
 * near the viewport or is used (see demoGate), so a page's first load runs no demo code it
 * does not show, and nothing the page updates meanwhile (colour mode, language, the frame)
 * can throw its prerendered markup away.
 */
export function LiveDemo<P>({ id, source, props, look, render }: LiveDemoProps<P>) {
  const renderIsland = useContext(IslandRendererContext);
  if ('component' in source) {
    if (!renderIsland) return <div data-demo-live="">{render(source.component, props)}</div>;
    const island = (
      <Island store={fixedStore(props)} Component={source.component} render={render} />
    );
    return (
      <div
        data-demo-live=""
        dangerouslySetInnerHTML={{ __html: renderIsland(island, islandPrefix(id)) }}
      />
    );
  }
  return <DemoIsland id={id} load={source.load} props={props} look={look} render={render} />;
}

const islandPrefix = (id: string) => `${id}-`;

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
  onLive,
}: {
  store: PropsStore<P>;
  Component: ComponentType;
  render: (Component: ComponentType, props: P) => ReactNode;
  onLive?: () => void;
}) {
  const props = useSyncExternalStore(store.subscribe, store.get, () => store.first);
  useEffect(() => onLive?.(), [onLive]);
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
  const host = useRef<HTMLDivElement>(null);
  const open = useRef<() => void>(undefined);
  const [firstLook] = useState(look);
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
          onRecoverableError: reportHydrationError,
        });
      } else {
        root = createRoot(element, { identifierPrefix: islandPrefix(id) });
        root.render(node);
      }
    };
    gate.component.then(
      (Component) =>
        show(
          <Island store={store} Component={Component} render={render} onLive={gate.markLive} />,
          prerendered,
        ),
      // The demo's error block says what went wrong, in place of the demo.
      (error: unknown) =>
        show(<Island store={store} Component={thrower(error)} render={render} />, false),
    );
    return () => {
      stopped = true;
      gate.stop();
      // Unmounting a root while React renders the page is not allowed: it waits a turn.
      const mounted = root;
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
  }, [id, load, store, render]);
  useEffect(() => {
    if (look !== firstLook) open.current?.();
  }, [look, firstLook]);

  return (
    <div
      ref={host}
      data-demo-live=""
      dangerouslySetInnerHTML={NO_MARKUP}
      suppressHydrationWarning
    />
  );
}

function thrower(error: unknown): ComponentType {
  return function FailedDemo() {
    throw error;
  };
}

function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  window.__TESSERA_HYDRATION_ERRORS__?.push(
    info.componentStack ? `${message}${info.componentStack}` : message,
  );
  console.error(error);
}
