import type { ReactNode } from 'react';
import { Link } from '../../app/Link';

const isInternal = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** A link in page content: same-site links navigate without reloading, others open a new tab. */
export function Anchor({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (isInternal(href)) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
