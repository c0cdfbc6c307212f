import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/useT';
import * as styles from './layout.css';

/**
 * After each client navigation: moves focus to the new page's main heading and announces its
 * title once, so screen reader users learn that the page changed. Nothing happens on the
 * first load, where the browser already did both.
 */
export function RouteAnnouncer() {
  const t = useT();
  const location = useLocation();
  const [message, setMessage] = useState('');
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !location.hash) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setMessage(t('nav.navigatedTo', { title: document.title }));
  }, [location.pathname, location.hash, t]);

  return (
    <div className={styles.srOnly} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
