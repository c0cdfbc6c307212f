/** sessionStorage key holding when the site last reloaded itself after a chunk failed. */
export const RELOAD_STORAGE_KEY = 'tessera-docs:chunk-reload';
/** A second failure within this window shows the message instead of reloading again. */
export const RELOAD_WINDOW_MS = 60_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether a failed chunk may reload the page now, and if so records that it did. After a
 * redeploy the old chunks are gone, and one reload fetches the new ones; a failure soon after
 * that reload means reloading does not help. Without usable session storage there is no way
 * to know whether we just reloaded, so the answer is no: never a reload loop.
 */
export function claimAutoReload(now = Date.now(), store = sessionStore()): boolean {
  if (!store) return false;
  try {
    const last = Number(store.getItem(RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    store.setItem(RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
