import { useRef } from 'react';
import { usePage } from '../../app/usePage';
import { useSlots } from '../../app/SlotsContext';
import { useLangs, useT } from '../../i18n/useT';
import { LibraryLinks } from '../library/LibraryLinks';
import { DrawerNav } from './DrawerNav';
import { useDrawerDialog } from './useDrawerDialog';
import * as styles from './MobileDrawer.css';

/**
 * On small screens: a button that opens the navigation, the sidebar and the settings as a
 * modal drawer. The native modal dialog keeps focus inside and closes on Escape; a click on
 * the backdrop closes it too, and focus returns to the button, unless a link in it was followed.
 */
export function MobileDrawer() {
  const { sidebar, page } = usePage();
  const { Sidebar, Toc, ColorSwitch, LanguageSwitch } = useSlots();
  const t = useT();
  const { chrome } = useLangs();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { open, show, close, onClick, onClose } = useDrawerDialog(dialog, opener);

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
        onClick={onClick}
        onClose={onClose}
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
            <DrawerNav />
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
