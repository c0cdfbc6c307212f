import { usePage } from '../../app/usePage';
import { useLangs, useT } from '../../i18n/useT';
import * as styles from './MobileDrawer.css';
import { NavLink } from '../../app/Link';
import { SectionLink } from './SectionLink';

/** The site's navigation as the drawer lists it: every item, its children indented beneath. */
export function DrawerNav() {
  const { nav } = usePage();
  const t = useT();
  const { label } = useLangs();
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={styles.navList}>
        {nav.map((item) => (
          <li key={item.link}>
            <SectionLink item={item} className={styles.navLink} />
            {item.children && (
              <ul className={styles.subList}>
                {item.children.map((child) => (
                  <li key={child.link + child.title}>
                    <NavLink
                      to={child.link}
                      end
                      className={styles.navLink}
                      lang={label(child.title).lang}
                    >
                      {label(child.title).text}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
