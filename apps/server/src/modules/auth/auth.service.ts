import { randomBytes } from 'node:crypto';
import { isUuid, type LoginInput, type LoginResult, MESSAGES } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AdminIdentity, AuthenticateAdmin } from '../../plugins/require-admin.ts';
import type { AdminTokens } from './admin-tokens.ts';
import { findAdminByEmail, findAdminById } from './admins.service.ts';
import { admins } from './admins.tables.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

// An unknown email is checked against this hash of a random password with the default cost, so
// it takes the same work as a wrong password: the time taken does not tell which emails exist.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
};

function invalidCredentials(): AppError {
  return new AppError(400, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials);
}

/**
 * A token for the right email and password; 400 INVALID_CREDENTIALS, with one message, for an
 * unknown email and a wrong password alike (API.md § Auth: not 401, which means "sign in").
 */
export async function logIn(
  db: Db,
  tokens: AdminTokens,
  { email, password }: LoginInput,
  now = new Date(),
): Promise<LoginResult> {
  const admin = await findAdminByEmail(db, email);
  const isRight = await verifyPassword(
    password,
    admin?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!admin || !isRight) throw invalidCredentials();
  await db.update(admins).set({ lastLoginAt: now }).where(eq(admins.id, admin.id));
  const token = await tokens.sign(
    {
      adminId: admin.id,
      email: admin.email,
      role: admin.role,
      passwordVersion: tokens.passwordVersion(admin.passwordHash),
    },
    now,
  );
  return { token, user: { email: admin.email, role: admin.role } };
}

/** `Authorization: Bearer <token>`, any case of the scheme; undefined without one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export interface AdminAuthenticatorOptions {
  db: Db;
  tokens: AdminTokens;
  /** Tests: the time tokens are checked against. */
  now?: () => Date;
}

/**
 * The real `AuthenticateAdmin`: a valid, unexpired token of an account that still exists and
 * whose password has not changed since. The account's current email and role answer, so a
 * demoted or deleted admin loses access at once, not when the token expires. Memoised per
 * request: the store gate, a route's own check and requireAdmin may all ask.
 */
export function createAdminAuthenticator({
  db,
  tokens,
  now = () => new Date(),
}: AdminAuthenticatorOptions): AuthenticateAdmin {
  const answers = new WeakMap<FastifyRequest, Promise<AdminIdentity | null>>();
  const authenticate = async (request: FastifyRequest): Promise<AdminIdentity | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await tokens.verify(token, now());
    // The id is ours (the token is signed), but a non-uuid would fail inside the driver.
    if (!claims || !isUuid(claims.adminId)) return null;
    const admin = await findAdminById(db, claims.adminId);
    if (!admin || tokens.passwordVersion(admin.passwordHash) !== claims.passwordVersion) {
      return null;
    }
    return { email: admin.email, role: admin.role };
  };
  return (request) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = authenticate(request);
      answers.set(request, answer);
    }
    return answer;
  };
}
