import { OWNER_ROLE } from '@skins/shared';
import { type Config, DEMO_ADMIN_PASSWORD } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { countAdmins, findAdminByEmail } from './admins.service.ts';
import { admins } from './admins.tables.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export type FirstAdminOutcome =
  /** The admins table was empty: the configured account now exists. */
  | { kind: 'created'; email: string; isDemo: boolean }
  /** Admins exist; the configured account is one of them and its password is the configured one. */
  | { kind: 'exists'; email: string; isDemo: boolean }
  /** Admins exist, and the configured email is not one of them or has another password: left alone. */
  | { kind: 'ignored'; email: string }
  /** Nothing configured (production without ADMIN_PASSWORD) and no admin yet. */
  | { kind: 'none' }
  /** Nothing configured; admins exist. */
  | { kind: 'skipped' };

/**
 * At start: creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (or the demo account) while
 * the admins table is empty. Never changes an existing account: a password set with
 * `npm run admin:create` survives every restart, whatever the environment says.
 */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: Config['admin']['firstAdmin'],
): Promise<FirstAdminOutcome> {
  if (!firstAdmin) return (await countAdmins(db)) === 0 ? { kind: 'none' } : { kind: 'skipped' };
  const { email, password, isDemo } = firstAdmin;
  if ((await countAdmins(db)) === 0) {
    const passwordHash = await hashPassword(password);
    // Several instances starting together on one database: the first insert wins, the others
    // find the same account.
    const inserted = await db
      .insert(admins)
      .values({ email, passwordHash, role: OWNER_ROLE })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (inserted.length > 0) return { kind: 'created', email, isDemo };
  }
  const existing = await findAdminByEmail(db, email);
  if (existing?.passwordHash && (await verifyPassword(password, existing.passwordHash))) {
    return { kind: 'exists', email, isDemo };
  }
  return { kind: 'ignored', email };
}

/** The start-up banner's line about signing in to the admin. */
export function describeFirstAdmin(outcome: FirstAdminOutcome, adminUrl: string): string {
  switch (outcome.kind) {
    case 'created':
    case 'exists':
      // The demo password is printed so a first run can be opened; a chosen one never is.
      return outcome.isDemo
        ? `Admin sign-in: ${adminUrl} as ${outcome.email} / ${DEMO_ADMIN_PASSWORD} (set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create, for your own)`
        : `Admin sign-in: ${adminUrl} as ${outcome.email} (the password set in ADMIN_PASSWORD)`;
    case 'ignored':
      return `Admin sign-in: ${adminUrl} (admins exist; ${outcome.email} from the environment was not created or changed — use npm run admin:create)`;
    case 'none':
      return 'No admin account yet: run npm run admin:create -- --email you@example.com (or set ADMIN_EMAIL and ADMIN_PASSWORD and restart)';
    case 'skipped':
      return `Admin sign-in: ${adminUrl} (accounts from npm run admin:create)`;
  }
}
