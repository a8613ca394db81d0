import { randomBytes } from 'node:crypto';
import {
  type AdminRole,
  type AdminUser,
  isUuid,
  type LoginInput,
  type LoginResult,
  MESSAGES,
  OWNER_ROLE,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AdminIdentity, AuthenticateAdmin } from '../../plugins/require-admin.ts';
import type { AdminTokens } from './admin-tokens.ts';
import { findAdminByEmail, findAdminById } from './admins.service.ts';
import { type AdminRow, admins } from './admins.tables.ts';
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
  // An invited account without a password yet, or a disabled one, signs in no more than a stranger.
  if (!admin || !isRight || admin.passwordHash === null || admin.disabledAt !== null) {
    throw invalidCredentials();
  }
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
  return { token, user: adminUserOf(admin) };
}

// The table's check allows only these two; anything else would be a bug, answered as staff.
const asRole = (role: string): AdminRole => (role === OWNER_ROLE ? OWNER_ROLE : 'staff');

export const adminUserOf = (admin: AdminRow): AdminUser => ({
  email: admin.email,
  name: admin.name,
  role: asRole(admin.role),
});

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
 * The real `AuthenticateAdmin`: a valid, unexpired token of an account that still exists, is not
 * disabled and whose password has not changed since. The account's current email and role
 * answer, so a demoted, disabled or deleted admin loses access at once, not when the token
 * expires (each request reads the account). Memoised per
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
    if (!admin || admin.passwordHash === null || admin.disabledAt !== null) return null;
    if (tokens.passwordVersion(admin.passwordHash) !== claims.passwordVersion) return null;
    return { email: admin.email, name: admin.name, role: asRole(admin.role) };
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
