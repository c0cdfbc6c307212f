import { Link } from '../../app/Link';
import { normalizePath } from '../../app/navigation';
import { usePage } from '../../app/usePage';
import { useLangs } from '../../i18n/useT';
import type { NavItem } from '../../types';

/**
 * A top navigation item's link, marked on every page of its section: as the current page on
 * the page it opens, and as the current item (`true`) on the section's other pages. Its link
 * opens the section's first page, so a plain `NavLink` would mark it there only.
 */
export function SectionLink({ item, className }: { item: NavItem; className: string }) {
  const { navItem, pathname } = usePage();
  const { label } = useLangs();
  const { text, lang } = label(item.title);
  const current =
    item !== navItem
      ? undefined
      : normalizePath(pathname) === normalizePath(item.link)
        ? 'page'
        : 'true';
  return (
    <Link to={item.link} className={className} lang={lang} aria-current={current}>
      {text}
    </Link>
  );
}
