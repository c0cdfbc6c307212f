import { headScript } from '@tessera/docs-theme/internal';
import { createHash } from 'node:crypto';

/** The SHA-256 source expression of an inline script, as a CSP allows it. */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The site's Content-Security-Policy: everything from its own origin, the colour-mode head
 * script allowed by its hash (the only inline script), no inline styles, no framing by others.
 */
export function contentSecurityPolicy(): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${scriptHash(headScript)}`,
    `style-src 'self'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `worker-src 'self'`,
    `frame-src 'self'`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
    `form-action 'none'`,
  ].join('; ');
}
