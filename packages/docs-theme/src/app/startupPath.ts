/**
 * The address to show instead of `pathname` at startup, or null to leave it: trailing
 * slashes go (the spec), and so do repeated leading slashes and backslashes, because
 * `history.replaceState('//host/x')` would name another origin and throw a SecurityError.
 */
export function normalizeStartupPath(pathname: string): string | null {
  let normalized = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  try {
    decodeURI(normalized);
  } catch {
    // A malformed escape (`%E0%A4%A`) names no page, and the router cannot decode it at any
    // depth: dropping its `%` signs leaves a plain address that shows the not-found page.
    normalized = normalized.replace(/%/g, '');
  }
  return normalized === pathname ? null : normalized;
}
