import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const UNLOCK_COOKIE_NAME = 'store_unlock';
export const UNLOCK_MAX_AGE_S = 30 * 24 * 60 * 60;

// Instances behind one balancer may disagree on the time by a little.
const CLOCK_SKEW_S = 300;
// 96 bits: enough that no old password's version collides with the new one's.
const PASSWORD_VERSION_CHARS = 16;

/**
 * The store password and the unlock cookie's token, `<password version>.<issued at>.<signature>`:
 * - the version is a keyed hash of the password, so changing STORE_PASSWORD refuses every
 *   cookie issued before, on every instance, with nothing stored;
 * - the signature covers version and time, so the token cannot be forged or extended without
 *   the app secret; the 30 days are enforced here, not only by the browser's Max-Age.
 * The key is derived from the app secret for this one purpose, so a token of another kind
 * (unsubscribe links, admin tokens) can never pass for an unlock cookie.
 */
export class StoreLock {
  readonly #key: Buffer;
  readonly #passwordDigest: Buffer;
  readonly #version: string;

  constructor(password: string, appSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, '', 'store-unlock-cookie', 32));
    this.#passwordDigest = this.#mac(`password\0${password}`);
    this.#version = this.#mac(`version\0${password}`)
      .toString('base64url')
      .slice(0, PASSWORD_VERSION_CHARS);
  }

  /** Constant-time: both sides are hashed to equal-length digests before comparing. */
  matches(candidate: string): boolean {
    return timingSafeEqual(this.#mac(`password\0${candidate}`), this.#passwordDigest);
  }

  issueToken(nowMs = Date.now()): string {
    const issuedAt = Math.floor(nowMs / 1000);
    return `${this.#version}.${issuedAt}.${this.#sign(this.#version, issuedAt)}`;
  }

  isValidToken(token: string | undefined, nowMs = Date.now()): boolean {
    if (!token) return false;
    const [version, issuedAtText, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !version || !signature || !/^\d{1,12}$/.test(issuedAtText ?? '')) {
      return false;
    }
    const issuedAt = Number(issuedAtText);
    const nowS = Math.floor(nowMs / 1000);
    if (nowS - issuedAt > UNLOCK_MAX_AGE_S || issuedAt - nowS > CLOCK_SKEW_S) return false;
    // Both compared in full even when the version already differs: no early exit to time.
    const isCurrentVersion = safeEqual(version, this.#version);
    const isSigned = safeEqual(signature, this.#sign(version, issuedAt));
    return isCurrentVersion && isSigned;
  }

  #mac(text: string): Buffer {
    return createHmac('sha256', this.#key).update(text).digest();
  }

  #sign(version: string, issuedAt: number): string {
    return this.#mac(`unlock\0${version}.${issuedAt}`).toString('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
