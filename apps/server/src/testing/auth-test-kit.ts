import type { AdminRole } from '@skins/shared';
import type { Db } from '../db/client.ts';
import { createAdmin } from '../modules/auth/admins.service.ts';
import type { AdminRow } from '../modules/auth/admins.tables.ts';
import type { ScryptParams } from '../modules/auth/password-hash.ts';

/** Cheap scrypt for test accounts: the parameters travel with the hash, so login still verifies. */
export const TEST_SCRYPT_PARAMS: ScryptParams = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };

export const TEST_ADMIN_PASSWORD = 'correct horse battery';

let counter = 0;

/** An admin account with defaults; any field can be overridden. */
export async function createTestAdmin(
  db: Db,
  overrides: { email?: string; password?: string; role?: AdminRole } = {},
): Promise<AdminRow> {
  counter += 1;
  return createAdmin(db, {
    email: overrides.email ?? `admin${counter}-${Date.now()}@example.in`,
    password: overrides.password ?? TEST_ADMIN_PASSWORD,
    role: overrides.role ?? 'owner',
    scryptParams: TEST_SCRYPT_PARAMS,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
