import { STORAGE_KEYS } from '@skins/shared';
import { readStorage } from '#lib/storage.ts';

// Spec §3: `siteUnlocked` is 'true' once this browser has passed the gate. It only decides what
// to show first; the unlock cookie is what the server checks. (The gate screen's chunk sets it.)

export function isSiteUnlocked(): boolean {
  return readStorage(STORAGE_KEYS.siteUnlocked) === 'true';
}
