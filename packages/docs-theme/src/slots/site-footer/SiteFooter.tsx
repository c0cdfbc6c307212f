import { usePage } from '../../app/usePage';
import { useLangs, useT } from '../../i18n/useT';
import * as styles from './SiteFooter.css';

/**
 * The foot of every page: the documented library's licence (from its package.json) and the
 * site's copyright line (`copyright`, translated by `labels`); nothing when neither is set.
 */
export function SiteFooter() {
  const { site } = usePage();
  const t = useT();
  const { chrome, label } = useLangs();
  const license = site.library?.license;
  const copyright = site.copyright === undefined ? undefined : label(site.copyright);
  if (!license && !copyright) return null;
  return (
    <footer className={styles.footer} lang={chrome}>
      {license && <p>{t('footer.license', { license })}</p>}
      {copyright && <p lang={copyright.lang}>{copyright.text}</p>}
    </footer>
  );
}
