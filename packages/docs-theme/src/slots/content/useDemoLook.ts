import { useState } from 'react';
import { useColorMode } from '../../color-mode/useColorMode';
import { NO_SWITCHES } from './demoSwitches';

/**
 * How a demo looks: its dark theme, which follows the site's colour mode until the visitor
 * sets it for this demo, and the site's switches turned on for it.
 */
export function useDemoLook() {
  const { mode } = useColorMode();
  const [chosenDark, setChosenDark] = useState<boolean | null>(null);
  const [switches, setSwitches] = useState(NO_SWITCHES);
  const dark = chosenDark ?? mode === 'dark';
  const setSwitch = (name: string, on: boolean) =>
    setSwitches((current) => ({ ...current, [name]: on }));
  return { dark, chosen: chosenDark !== null, setDark: setChosenDark, switches, setSwitch };
}

/** What the prerendered markup must match: the dark theme and every switch turned on. */
export const lookOf = (dark: boolean, switches: Readonly<Record<string, boolean>>) =>
  [
    dark ? 'dark' : 'light',
    ...Object.keys(switches)
      .filter((name) => switches[name])
      .sort(),
  ].join(' ');
