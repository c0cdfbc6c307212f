import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import type { ContentComponents } from '../types';

type Content = ComponentType<{ components: ContentComponents }>;

const current = new Map<string, Content>();
const wrappers = new Map<string, Content>();
const listeners = new Set<() => void>();
let notifying = false;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// A microtask later, so every component of the new module version is in place before any
// re-renders: the page and its tabs change together.
function changed() {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of listeners) listener();
  });
}

function liveComponent(key: string): Content {
  const read = () => current.get(key)!;
  return function Live(props) {
    const Current = useSyncExternalStore(subscribe, read, read);
    return createElement(Current, props);
  };
}

/**
 * Dev: a page module's content component, under a key that stays the same across the
 * module's hot updates (`{route id}`, `{route id}?tab={key}`). The theme holds on to the
 * component it got first; when an updated module brings new content under the same key, that
 * component re-renders with it in place, without reloading the page or losing its state.
 * @example export default liveContent('docs/guide/log', Content);
 */
export function liveContent(key: string, content: Content): Content {
  const previous = current.get(key);
  current.set(key, content);
  if (previous && previous !== content) changed();
  let wrapper = wrappers.get(key);
  if (!wrapper) {
    wrapper = liveComponent(key);
    wrappers.set(key, wrapper);
  }
  return wrapper;
}
