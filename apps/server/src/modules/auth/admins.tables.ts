import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from '../../db/columns.ts';

/**
 * Admin accounts (API.md § Auth). The email is lower-cased, so unique means case-insensitive.
 * `password_hash` is scrypt's, with its salt and parameters (password-hash.ts).
 * Only `role = 'admin'` may call admin routes; the column lets another role exist and be refused.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
    lastLoginAt: optionalTime('last_login_at'),
  },
  (t) => [
    uniqueIndex('admins_email_idx').on(t.email),
    check('admins_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;
