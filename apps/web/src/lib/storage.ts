// localStorage can throw on access (disabled cookies, sandboxed iframes), on write (quota, Safari
// private mode) and may be missing outside the browser; the shop must keep working without it.

function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return getLocalStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string): boolean {
  const storage = getLocalStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    getLocalStorage()?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
