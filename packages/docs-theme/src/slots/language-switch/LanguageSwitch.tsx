import { useId } from 'react';
import { locales, type LocaleId } from '../../i18n/messages';
import { useLangs, useLocale, useT } from '../../i18n/useT';
import * as styles from './LanguageSwitch.css';

/** The interface language, remembered on this device. Page content stays as written. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocale();
  const t = useT();
  const { chrome } = useLangs();
  const id = useId();
  return (
    <div className={styles.root} lang={chrome}>
      <label htmlFor={id} className={styles.label}>
        {t('locale.label')}
      </label>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleId)}
      >
        {locales.map((option) => (
          <option key={option.id} value={option.id} lang={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
