import { STORAGE_KEYS } from '@skins/shared';
import { readStorage, removeStorage, writeStorage } from '#lib/storage.ts';

// Spec §6: the bearer token lives in localStorage `auth_token`; the API client attaches it.
export function readAdminToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

export function saveAdminToken(token: string): void {
  writeStorage(STORAGE_KEYS.authToken, token);
}

export function removeAdminToken(): void {
  removeStorage(STORAGE_KEYS.authToken);
}
