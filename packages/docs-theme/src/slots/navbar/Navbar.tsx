import { Link, NavLink } from 'react-router';
import { usePage } from '../../app/usePage';
import { useT } from '../../i18n/useT';
import * as styles from './Navbar.css';

/** The top bar: site title and the sections of the site. */
export function Navbar() {
  const { site, nav } = usePage();
  const t = useT();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {site.logo && <img src={site.logo} alt="" width={28} height={28} />}
        <span>{site.title}</span>
      </Link>
      <nav aria-label={t('nav.main')} className={styles.nav}>
        <ul className={styles.list}>
          {nav.map((item) => (
            <li key={item.link}>
              <NavLink to={item.link} className={styles.link}>
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
