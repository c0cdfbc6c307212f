import { useSyncExternalStore } from 'react';
import {
  getColorState,
  serverColorState,
  setColorPreference,
  subscribeColor,
  type ColorState,
} from './colorStore';

/**
 * The colour preference and the mode shown, and a way to change them. Hydration sees the
 * server's light state, then React re-renders with the stored one, so controls never
 * mismatch the prerendered markup.
 */
export function useColorMode(): ColorState & { setPreference: typeof setColorPreference } {
  const state = useSyncExternalStore(subscribeColor, getColorState, () => serverColorState);
  return { ...state, setPreference: setColorPreference };
}
