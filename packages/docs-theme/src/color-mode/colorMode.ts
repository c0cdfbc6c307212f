/** What the visitor chose: a fixed mode, or the system's. */
export type ColorPreference = 'light' | 'dark' | 'auto';
/** What the page shows. */
export type ColorMode = 'light' | 'dark';

export const colorPreferences: readonly ColorPreference[] = ['light', 'dark', 'auto'];

/** A stored value as a preference: anything but the three exact values means light. */
export function parseColorPreference(stored: unknown): ColorPreference {
  return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'light';
}

/** The mode a preference shows, given whether the system prefers dark. */
export function resolveColorMode(preference: ColorPreference, systemDark: boolean): ColorMode {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}
