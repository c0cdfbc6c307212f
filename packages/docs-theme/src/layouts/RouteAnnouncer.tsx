import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLangs, useT } from '../i18n/useT';
import { srOnly } from '../styles/utility.css';
import { fragmentTarget } from './fragmentTarget';

/**
 * After each client navigation: moves focus to the fragment's target or to the new page's
 * main heading, without scrolling (useScrollMemory scrolls), and announces the title once,
 * so screen reader users learn that the page changed. Nothing happens on the first load,
 * where the browser already did all of it.
 */
export function RouteAnnouncer() {
  const t = useT();
  const { chrome } = useLangs();
  const location = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef(location);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location) return;
    const samePage = before.pathname === location.pathname;
    const target = fragmentTarget(location.hash);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    } else if (!samePage) {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
    if (!samePage) setMessage(t('nav.navigatedTo', { title: document.title }));
  }, [location, t]);

  return (
    <div className={srOnly} lang={chrome} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
