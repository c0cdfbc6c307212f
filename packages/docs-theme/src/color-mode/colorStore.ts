import { readStored, writeStored } from '../app/safeStorage';
import {
  parseColorPreference,
  resolveColorMode,
  type ColorMode,
  type ColorPreference,
} from './colorMode';
import { COLOR_STORAGE_KEY } from './headScript';

/**
 * The colour state in the browser. The head script has already set `data-prefers-color`
 * before first paint; this store mirrors it, changes it, and follows the system while the
 * preference is 'auto'.
 */
export interface ColorState {
  preference: ColorPreference;
  mode: ColorMode;
}

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let state: ColorState | null = null;

const systemDark = () => typeof matchMedia === 'function' && matchMedia(darkQuery).matches;

/** What the server renders, and what hydration must see. */
export const serverColorState: ColorState = { preference: 'light', mode: 'light' };

/**
 * The state for a preference. An unchanged state keeps its object, and the default one is
 * the server's object: React compares snapshots by identity, and a new but equal object
 * would re-render every control and demo right after hydration.
 */
function compute(preference: ColorPreference): ColorState {
  const mode = resolveColorMode(preference, systemDark());
  for (const known of [state, serverColorState])
    if (known?.preference === preference && known.mode === mode) return known;
  return { preference, mode };
}

function apply(next: ColorState) {
  state = next;
  document.documentElement.setAttribute('data-prefers-color', next.mode);
  listeners.forEach((listener) => listener());
}

export function getColorState(): ColorState {
  state ??= compute(parseColorPreference(readStored(COLOR_STORAGE_KEY)));
  return state;
}

export function setColorPreference(preference: ColorPreference): void {
  writeStored(COLOR_STORAGE_KEY, preference);
  apply(compute(preference));
}

export function subscribeColor(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching();
  };
}

let stopWatching = () => {};

function startWatching() {
  const onSystemChange = () => {
    if (getColorState().preference === 'auto') apply(compute('auto'));
  };
  // Another tab changed the preference.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_STORAGE_KEY) apply(compute(parseColorPreference(event.newValue)));
  };
  const media = typeof matchMedia === 'function' ? matchMedia(darkQuery) : null;
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  stopWatching = () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
