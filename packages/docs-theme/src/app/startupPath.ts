/**
 * The address to show instead of `pathname` at startup, or null to leave it: trailing
 * slashes go (the spec), and so do repeated leading slashes and backslashes, because
 * `history.replaceState('//host/x')` would name another origin and throw a SecurityError.
 */
export function normalizeStartupPath(pathname: string): string | null {
  const normalized = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  return normalized === pathname ? null : normalized;
}
