import { headScript } from '@tessera/docs-theme/internal';
import { createHash } from 'node:crypto';
import { bootScript } from './bootScript';

/** The SHA-256 source expression of an inline script, as a CSP allows it. */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The site's Content-Security-Policy: everything from its own origin, the colour-mode head
 * script and the boot script allowed by their hashes (the only inline scripts), no inline styles, no framing by others.
 */
export function contentSecurityPolicy(): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${scriptHash(headScript)} ${scriptHash(bootScript)}`,
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
