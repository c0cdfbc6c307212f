import type { ReactNode } from 'react';
import { colorPreferences, type ColorPreference } from '../../color-mode/colorMode';
import { useColorMode } from '../../color-mode/useColorMode';
import { useLangs, useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/messages';
import * as styles from './ColorSwitch.css';
import { StrokeIcon } from '../strokeIcon';

const labels: Record<ColorPreference, MessageKey> = {
  light: 'color.light',
  dark: 'color.dark',
  auto: 'color.auto',
};

const icons: Record<ColorPreference, ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  auto: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
};

/** 'Light Mode', 'Dark Mode', 'Follow System': three toggle buttons, the chosen one pressed. */
export function ColorSwitch() {
  const { preference, setPreference } = useColorMode();
  const t = useT();
  const { chrome } = useLangs();
  return (
    <div role="group" aria-label={t('color.label')} className={styles.group} lang={chrome}>
      {colorPreferences.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.button}
          aria-pressed={preference === value}
          aria-label={t(labels[value])}
          title={t(labels[value])}
          onClick={() => setPreference(value)}
        >
          <StrokeIcon>{icons[value]}</StrokeIcon>
        </button>
      ))}
    </div>
  );
}
