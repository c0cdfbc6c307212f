import { usePage } from '../../app/usePage';
import { useLangs, useT } from '../../i18n/useT';
import * as styles from './Sidebar.css';
import { NavLink } from '../../app/Link';

/** The pages of the current section, grouped; the current page is marked. */
export function Sidebar() {
  const { sidebar } = usePage();
  const t = useT();
  const { chrome, content, label } = useLangs();
  return (
    <nav aria-label={t('nav.sidebar')} className={styles.sidebar} lang={chrome}>
      {sidebar.map((group) => (
        <section key={group.title ?? ''} className={styles.group}>
          {group.title && (
            <h2 className={styles.groupTitle} lang={label(group.title).lang}>
              {label(group.title).text}
            </h2>
          )}
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.link}>
                <NavLink to={item.link} end className={styles.link} lang={content}>
                  {item.title}
                  {item.tag && <span className={styles.tag}>{item.tag}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
