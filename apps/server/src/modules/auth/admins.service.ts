import { ADMIN_PASSWORD_MIN_LENGTH, type AdminRole, OWNER_ROLE } from '@skins/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AdminRow, admins } from './admins.tables.ts';
import { hashPassword, type ScryptParams } from './password-hash.ts';

class WeakPasswordError extends Error {
  constructor() {
    super(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`);
    this.name = 'WeakPasswordError';
  }
}

export class AdminExistsError extends Error {
  constructor(email: string) {
    super(`An admin with the email ${email} already exists.`);
    this.name = 'AdminExistsError';
  }
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase()));
  return row;
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

/**
 * The oldest enabled owner's email (the shop's first admin): where the owner's order mails go
 * unless SHOP_ORDERS_EMAIL is set. Null while there is none.
 */
export async function oldestAdminEmail(db: Db | Tx): Promise<string | null> {
  const [row] = await db
    .select({ email: admins.email })
    .from(admins)
    .where(and(eq(admins.role, OWNER_ROLE), isNull(admins.disabledAt)))
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(1);
  return row?.email ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  return db.$count(admins);
}

export interface NewAdmin {
  email: string;
  password: string;
  /** 'owner' unless said: `npm run admin:create` and ADMIN_EMAIL make owners. */
  role?: AdminRole;
  name?: string;
  /** Tests only: cheaper scrypt parameters (they are stored with the hash). */
  scryptParams?: ScryptParams;
}

/** A new account; a weak password or an email already taken (in any case) is refused. */
export async function createAdmin(db: Db, admin: NewAdmin): Promise<AdminRow> {
  const email = admin.email.trim().toLowerCase();
  if (admin.password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new WeakPasswordError();
  const passwordHash = await hashPassword(admin.password, admin.scryptParams);
  try {
    const [row] = await db
      .insert(admins)
      .values({ email, passwordHash, role: admin.role ?? OWNER_ROLE, name: admin.name ?? '' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminExistsError(email);
    throw error;
  }
}

/** A new password for an existing account; every token issued before stops working. */
export async function setAdminPassword(
  db: Db,
  email: string,
  password: string,
): Promise<AdminRow | undefined> {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new WeakPasswordError();
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(admins)
    .set({ passwordHash })
    .where(eq(admins.email, email.trim().toLowerCase()))
    .returning();
  return row;
}
