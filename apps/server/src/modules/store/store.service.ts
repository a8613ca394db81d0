import type { CookieSerializeOptions } from '@fastify/cookie';
import { CURRENCY, MESSAGES, type StoreConfig, TAX_RATE } from '@skins/shared';
import { AppError } from '../../plugins/app-error.ts';
import { type StoreLock, UNLOCK_MAX_AGE_S } from './store-lock.ts';

export function storeConfig(
  lock: StoreLock | null,
  payments: StoreConfig['payments'],
  seller: StoreConfig['seller'],
  returns: StoreConfig['returns'],
  messages: StoreConfig['messages'],
): StoreConfig {
  return {
    gate: lock !== null,
    payments,
    currency: CURRENCY,
    taxRate: TAX_RATE,
    seller,
    returns,
    messages,
  };
}

/**
 * The unlock cookie's token for the right password; 403 INCORRECT_PASSWORD otherwise. With the
 * gate off there is nothing to unlock: any password is accepted and no cookie is needed (null).
 */
export function unlockStore(
  lock: StoreLock | null,
  password: string,
  nowMs = Date.now(),
): string | null {
  if (!lock) return null;
  if (!lock.matches(password)) {
    throw new AppError(403, 'INCORRECT_PASSWORD', MESSAGES.gate.incorrectPassword);
  }
  return lock.issueToken(nowMs);
}

/** HttpOnly: page scripts never need it. Lax: following a link to the shop keeps it unlocked. */
export function unlockCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    path: '/',
    maxAge: UNLOCK_MAX_AGE_S,
  };
}
