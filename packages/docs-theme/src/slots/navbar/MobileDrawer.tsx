import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePage } from '../../app/usePage';
import { useSlots } from '../../app/SlotsContext';
import { useLangs, useT } from '../../i18n/useT';
import { LibraryLinks } from '../library/LibraryLinks';
import * as styles from './MobileDrawer.css';

/** Wide enough for the sidebar beside the page; the drawer closes itself from here up. */
const WIDE = '(min-width: 960px)';

/**
 * On small screens: a button that opens the navigation, the sidebar and the settings as a
 * modal drawer. The native modal dialog keeps focus inside and closes on Escape; a click on
 * the backdrop closes it too, and focus returns to the button, unless a link in it was followed.
 */
export function MobileDrawer() {
  const { nav, sidebar, page } = usePage();
  const { Sidebar, Toc, ColorSwitch, LanguageSwitch } = useSlots();
  const t = useT();
  const { chrome, label } = useLangs();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const followedLink = useRef(false);

  const close = () => dialog.current?.close();

  useEffect(() => {
    // A link in the drawer was followed: the new page's heading takes focus, not the button.
    if (!dialog.current?.open) return;
    followedLink.current = true;
    dialog.current.close();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const wide = matchMedia(WIDE);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  useEffect(() => {
    const drawer = dialog.current;
    if (!open || !drawer) return;
    // A drag on the backdrop (whose events reach the dialog itself) would scroll the page
    // behind; React's touch listeners are passive and cannot stop it.
    const onTouchMove = (event: TouchEvent) => {
      if (event.target === drawer) event.preventDefault();
    };
    drawer.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => drawer.removeEventListener('touchmove', onTouchMove);
  }, [open]);

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is the backdrop here: its content fills it, edge to edge.
    if (event.target === dialog.current) close();
  };

  const menuToc = page?.meta.toc === 'menu' && page.toc.length > 0;

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-label={t('nav.openSidebar')}
        lang={chrome}
        aria-expanded={open}
        onClick={show}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      {/* The native dialog handles Escape; the click is only for its backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={t('nav.sidebar')}
        lang={chrome}
        onClick={onDialogClick}
        onClose={() => {
          setOpen(false);
          if (!followedLink.current) opener.current?.focus();
          followedLink.current = false;
        }}
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.top}>
              <button
                type="button"
                className={styles.close}
                aria-label={t('nav.closeSidebar')}
                onClick={close}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
            <nav aria-label={t('nav.main')}>
              <ul className={styles.navList}>
                {nav.map((item) => (
                  <li key={item.link}>
                    <NavLink
                      to={item.link}
                      className={styles.navLink}
                      lang={label(item.title).lang}
                    >
                      {label(item.title).text}
                    </NavLink>
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
            <div className={styles.settings}>
              <LanguageSwitch />
              <ColorSwitch />
              <LibraryLinks />
            </div>
            {sidebar.length > 0 && <Sidebar />}
            {menuToc && <Toc />}
          </div>
        )}
      </dialog>
    </>
  );
}
