import { usePage } from '../../app/usePage';
import { useSlots } from '../../app/SlotsContext';
import { useLangs } from '../../i18n/useT';
import { LibraryLinks } from '../library/LibraryLinks';
import { MobileDrawer } from './MobileDrawer';
import { NavMenu } from './NavMenu';
import * as styles from './Navbar.css';
import { Link } from '../../app/Link';

/** The top bar: site title, sections, search, language and colour mode. */
export function Navbar() {
  const { site } = usePage();
  const { Search, ColorSwitch, LanguageSwitch } = useSlots();
  const { chrome, label } = useLangs();
  const title = label(site.title);
  return (
    <header className={styles.header} lang={chrome}>
      <div className={styles.mobileOnly}>
        <MobileDrawer />
      </div>
      <Link to="/" className={styles.brand}>
        {site.logo && <img src={site.logo} alt="" width={28} height={28} />}
        <span className={site.logo ? styles.titleBesideLogo : undefined} lang={title.lang}>
          {title.text}
        </span>
      </Link>
      <div className={styles.wideOnly}>
        <NavMenu />
      </div>
      <div className={styles.search}>
        <Search />
      </div>
      <div className={styles.wideOnly}>
        <LibraryLinks />
        <LanguageSwitch />
        <ColorSwitch />
      </div>
    </header>
  );
}
