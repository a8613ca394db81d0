import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../db/columns.ts';

/**
 * Admin accounts (API.md § Auth, § The owner's desk). The email is lower-cased, so unique means
 * case-insensitive. `password_hash` is scrypt's, with its salt and parameters (password-hash.ts);
 * null while an invited account has not set its password yet. `role` is 'owner' (everything) or
 * 'staff' (the routes that opt in: admin-scope.ts). A `disabled_at` account signs in no more and
 * its tokens answer 401 at once.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('staff'),
    createdAt: createdAt(),
    lastLoginAt: optionalTime('last_login_at'),
    disabledAt: optionalTime('disabled_at'),
  },
  (t) => [
    uniqueIndex('admins_email_idx').on(t.email),
    check('admins_email_lower', sql`${t.email} = lower(${t.email})`),
    check('admins_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;

/**
 * One-time password links (the staff invite and the password reset): only the SHA-256 of the
 * token is kept; a link works once (`used_at`) until `expires_at` (72 hours).
 */
export const adminLinks = pgTable(
  'admin_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: optionalTime('expires_at').notNull(),
    usedAt: optionalTime('used_at'),
  },
  (t) => [
    uniqueIndex('admin_links_token_hash_idx').on(t.tokenHash),
    index('admin_links_admin_idx').on(t.adminId),
    check('admin_links_purpose', sql`${t.purpose} in ('invite', 'reset')`),
  ],
);

export type AdminLinkRow = typeof adminLinks.$inferSelect;
