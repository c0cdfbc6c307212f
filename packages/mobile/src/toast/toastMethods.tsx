import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigContext, getActiveConfig, type ConfigScope } from '../config-provider/configContext';
import { ToastBox, ToastLayer, type ToastProps } from './Toast';
import {
  dismiss,
  emptyQueue,
  enqueue,
  patch,
  type QueueState,
  type ToastPolicy,
} from './toastQueue';

export interface ToastShowProps extends Omit<ToastProps, 'visible' | 'onClose'> {
  /** Milliseconds on screen; `0` keeps it until closed. Defaults to `Toast.config`'s 2000. */
  duration?: number;
  /**
   * What to do when other toasts are on screen: `replace`, `queue` or `stack` (see
   * `ToastPolicy`); defaults to `Toast.config`'s `replace`.
   */
  policy?: ToastPolicy;
}

export interface ToastHandler {
  /** Closes this toast (or drops it from the queue); other stacked toasts stay. */
  close: () => void;
  /** Changes this toast in place, e.g. a countdown. */
  update: (props: Partial<ToastShowProps>) => void;
}

export type ToastConfig = Pick<
  ToastShowProps,
  'duration' | 'position' | 'maskClickable' | 'policy'
>;

interface Item extends ToastShowProps {
  id: number;
  config: ConfigScope;
}

let defaults: Required<ToastConfig> = {
  duration: 2000,
  position: 'center',
  maskClickable: true,
  policy: 'replace',
};
let state: QueueState<Item> = emptyQueue();

/**
 * What the host renders, oldest first: the toasts on screen, and those fading out. The
 * `replace`/`queue` toast has key 0, so the next one takes over its box and live region.
 */
interface Entry {
  key: number;
  item: Item;
  visible: boolean;
}
let entries: Entry[] = [];
let nextId = 1;
let hostStarted = false;
const listeners = new Set<() => void>();

function setState(next: QueueState<Item>) {
  state = next;
  const shown = [next.current, ...next.stack].flatMap((item) =>
    item ? [{ key: item === next.current ? 0 : item.id, item, visible: true }] : [],
  );
  const arrived = shown.some((s) => !entries.some((e) => e.visible && e.item.id === s.item.id));
  const closed: Item[] = [];
  const fading: Entry[] = [];
  for (const entry of entries) {
    if (shown.some((s) => s.item.id === entry.item.id)) continue;
    // A toast that makes way for a new one (replaced, pushed out of the stack, or handed to the
    // next in the queue) has no hide animation: it is closed now. One that just closes fades.
    if (shown.some((s) => s.key === entry.key) || (entry.visible && arrived))
      closed.push(entry.item);
    else fading.push({ ...entry, visible: false });
  }
  entries = [...fading, ...shown].sort((a, b) => a.item.id - b.item.id);
  for (const listener of listeners) listener();
  for (const item of closed) item.afterClose?.();
}

function close(id: number) {
  setState(dismiss(state, id));
}

/** A faded toast leaves the page. */
function finish(id: number) {
  const gone = entries.find((e) => !e.visible && e.item.id === id);
  if (!gone) return;
  entries = entries.filter((e) => e !== gone);
  for (const listener of listeners) listener();
  gone.item.afterClose?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ShownToast({ item, visible }: Omit<Entry, 'key'>) {
  const { id, config, duration = defaults.duration, policy: _policy, ...props } = item;
  useEffect(() => {
    if (!visible || duration <= 0) return;
    const timer = setTimeout(() => close(id), duration);
    return () => clearTimeout(timer);
  }, [id, visible, duration]);
  return (
    <ConfigContext.Provider value={config}>
      <ToastBox
        {...props}
        shownId={id}
        visible={visible}
        onClose={visible ? () => close(id) : undefined}
        afterClose={() => finish(id)}
      />
    </ConfigContext.Provider>
  );
}

/**
 * Every `Toast.show` toast, from a single root, so ordering never depends on render timing. The
 * toasts at one position share a layer, in the container and theme of the oldest.
 */
function ToastHost() {
  const all = useSyncExternalStore(subscribe, () => entries);
  return (['top', 'center', 'bottom'] as const).map((position) => {
    const group = all.filter((e) => (e.item.position ?? 'center') === position);
    const first = group[0]?.item;
    return (
      first && (
        <ConfigContext.Provider key={position} value={first.config}>
          <ToastLayer
            position={position}
            block={group.some((e) => e.visible && e.item.maskClickable === false)}
            getContainer={first.getContainer}
          >
            {group.map((entry) => (
              <ShownToast key={entry.key} item={entry.item} visible={entry.visible} />
            ))}
          </ToastLayer>
        </ConfigContext.Provider>
      )
    );
  });
}

function startHost() {
  if (hostStarted) return;
  hostStarted = true;
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<ToastHost />);
}

/**
 * Shows a toast and returns a handle to update or close it. A string is the message; an object
 * sets icon, position, duration and stacking policy (see `ToastPolicy`).
 */
export function show(props: ReactNode | ToastShowProps): ToastHandler {
  const options: ToastShowProps =
    typeof props === 'object' && props !== null && !('$$typeof' in props) && !Array.isArray(props)
      ? (props as ToastShowProps)
      : { content: props as ReactNode };
  const item: Item = {
    position: defaults.position,
    maskClickable: defaults.maskClickable,
    duration: defaults.duration,
    ...options,
    id: nextId++,
    config: getActiveConfig(),
  };
  startHost();
  setState(enqueue(state, item, options.policy ?? defaults.policy));
  return {
    close: () => close(item.id),
    update: (changes) => setState(patch<Item>(state, item.id, changes)),
  };
}

/** Closes every toast on screen and drops the queue. */
export function clear(): void {
  setState(emptyQueue());
}

/** Sets defaults for later `Toast.show` calls. */
export function config(options: ToastConfig): void {
  defaults = { ...defaults, ...options };
}
