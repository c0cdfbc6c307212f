import type { AnchorHTMLAttributes, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * An address in the site, as React Router reads it: a path, or the parts of one. An address
   * with a scheme (`https:`, `mailto:`) or another host (`//…`) is a plain link.
   */
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

// Browsers read a backslash in an address as a slash: `/\\host` is another host too.
const outsideSite = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * A link the app follows without reloading the page: a plain click or Enter navigates in the
 * app; a modified or middle click, or a link with a `target`, is left to the browser. React
 * Router's own `Link` also carries its framework mode's prefetching and view transitions, which
 * the theme does not use (it prefetches from one listener, `usePrefetch`) and which would cost
 * every page 2.5 KiB.
 */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const outside = typeof to === 'string' && outsideSite.test(to);
  return (
    <a
      {...rest}
      href={outside ? to : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !outside) follow(event);
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Current only on its own address, not also on the addresses below it. */
  end?: boolean;
}

/** A link marked `aria-current="page"` while the address is its own, or below it unless `end`. */
export function NavLink({ end = false, ...props }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const section = target.replace(/\/$/, '');
  const current = here === target || (!end && section !== '' && here.startsWith(`${section}/`));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
