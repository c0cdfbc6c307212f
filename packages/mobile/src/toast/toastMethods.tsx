import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigContext, getActiveConfig, type ConfigScope } from '../config-provider/configContext';
import { ShownToastContext, Toast, type ToastProps } from './Toast';
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
  /** What to do when another toast is on screen; defaults to `Toast.config`'s `replace`. */
  policy?: ToastPolicy;
}

export interface ToastHandler {
  /** Closes this toast (or drops it from the queue). */
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
let lastShown: Item | null = null;
let nextId = 1;
let hostStarted = false;
const listeners = new Set<() => void>();

function setState(next: QueueState<Item>) {
  const leaving = state.current;
  state = next;
  if (next.current) lastShown = next.current;
  // A toast that hands the screen straight to the next one has no hide animation: it is closed now.
  if (leaving && next.current && leaving.id !== next.current.id) leaving.afterClose?.();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one toast on screen: a single root, so ordering never depends on render timing. */
function ToastHost() {
  const { current } = useSyncExternalStore(subscribe, () => state);
  const shown = current ?? lastShown;
  const id = current?.id;
  const duration = current?.duration ?? defaults.duration;

  useEffect(() => {
    if (id === undefined || duration <= 0) return;
    const timer = setTimeout(() => setState(dismiss(state, id)), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);

  if (!shown) return null;
  const { config, duration: _duration, policy: _policy, id: _id, ...props } = shown;
  return (
    <ConfigContext.Provider value={config}>
      <ShownToastContext.Provider value={shown.id}>
        <Toast
          {...props}
          visible={current !== null}
          onClose={id === undefined ? undefined : () => setState(dismiss(state, id))}
        />
      </ShownToastContext.Provider>
    </ConfigContext.Provider>
  );
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
 * sets icon, position, duration and stacking policy. See `ToastPolicy` for replace vs queue.
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
    close: () => setState(dismiss(state, item.id)),
    update: (changes) => setState(patch<Item>(state, item.id, changes)),
  };
}

/** Closes the toast on screen and drops the queue. */
export function clear(): void {
  setState(emptyQueue());
}

/** Sets defaults for later `Toast.show` calls. */
export function config(options: ToastConfig): void {
  defaults = { ...defaults, ...options };
}
