import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'skins-shop';
const AUDIENCE = 'skins-admin';
const ALGORITHM = 'HS256';
// Instances behind one balancer may disagree on the time by a little.
const CLOCK_TOLERANCE_S = 30;
// A real token is a few hundred characters; anything far longer is not worth verifying.
export const MAX_TOKEN_LENGTH = 2048;

/** What an admin token says: who (the admin's id), as whom, and which password it was made under. */
export interface AdminTokenClaims {
  adminId: string;
  email: string;
  role: string;
  /** A keyed digest of the password hash: a new password refuses every token issued before. */
  passwordVersion: string;
}

/**
 * Signs and verifies admin bearer tokens (JWT, HS256). The key is derived from the app secret
 * for this one purpose, so the unlock cookie's or the unsubscribe links' signatures can never
 * pass for a token, tokens survive a restart, and changing APP_SECRET signs everyone out.
 */
export class AdminTokens {
  readonly #key: Buffer;

  constructor(
    appSecret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = createHmac('sha256', appSecret).update('admin-token-signing-key').digest();
  }

  /** The claim that ties a token to the password it was issued under. */
  passwordVersion(passwordHash: string): string {
    return createHmac('sha256', this.#key)
      .update(`password-version\0${passwordHash}`)
      .digest('base64url')
      .slice(0, 16);
  }

  async sign(claims: AdminTokenClaims, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ email: claims.email, role: claims.role, pwv: claims.passwordVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.adminId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.#key);
  }

  /** The token's claims; null when it is malformed, forged, expired or of another kind. */
  async verify(token: string, now = new Date()): Promise<AdminTokenClaims | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        // Also refuses an `iat` in the future, and cuts old tokens to a shortened ADMIN_TOKEN_TTL.
        maxTokenAge: this.ttlSeconds,
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: now,
      });
      const { sub, email, role, pwv } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string') return null;
      if (typeof role !== 'string' || typeof pwv !== 'string') return null;
      return { adminId: sub, email, role, passwordVersion: pwv };
    } catch (error) {
      // Every refusal of jose's is "not a valid token"; anything else is a bug to surface.
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
