import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useLangs, useT } from '../i18n/useT';
import { srOnly } from '../styles/utility.css';

/** The element a URL fragment names, or null; a malformed fragment names nothing. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/**
 * After each client navigation: scrolls to the fragment or to the top, moves focus to the
 * fragment's target or to the new page's main heading, and announces the title once, so
 * screen reader users learn that the page changed. Nothing happens on the first load, where
 * the browser already did all of it.
 */
export function RouteAnnouncer() {
  const t = useT();
  const { chrome } = useLangs();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState('');
  const previous = useRef(location);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location) return;
    const samePage = before.pathname === location.pathname;
    const target = fragmentTarget(location.hash);
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    } else if (!samePage) {
      if (navigationType !== 'POP') window.scrollTo(0, 0);
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
    if (!samePage) setMessage(t('nav.navigatedTo', { title: document.title }));
  }, [location, navigationType, t]);

  return (
    <div className={srOnly} lang={chrome} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
