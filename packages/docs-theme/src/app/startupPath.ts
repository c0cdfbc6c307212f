/** Whether the browser can decode an address; its result is used, so no minifier drops the call. */
function decodable(path: string): boolean {
  try {
    return decodeURI(path).length >= 0;
  } catch {
    return false;
  }
}

/**
 * The address to show instead of `pathname` at startup, or null to leave it: trailing
 * slashes go (the spec), except on the root of the base path (`/docs/`), which keeps one, and so do repeated leading slashes and backslashes, because
 * `history.replaceState('//host/x')` would name another origin and throw a SecurityError.
 * A malformed escape (`%E0%A4%A`) names no page, and the router cannot decode it at any
 * depth: dropping its `%` signs leaves a plain address that shows the not-found page.
 */
export function normalizeStartupPath(pathname: string, base = '/'): string | null {
  const trimmed = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  // Dropping `%` signs can bring slashes together at the start (`/%/x`): collapse them again.
  const clean = decodable(trimmed)
    ? trimmed
    : `/${trimmed.replace(/%/g, '').replace(/^[/\\]+/, '')}`;
  const normalized = `${clean}/` === base ? base : clean;
  return normalized === pathname ? null : normalized;
}
