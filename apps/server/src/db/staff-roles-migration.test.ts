import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admins } from '../modules/auth/admins.tables.ts';
import { createTestDatabase } from '../testing/test-database.ts';

// Migration 0020 (issue [17], decision 063): the admins who were there before roles.

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.dispose());

const migration = await readFile(
  new URL('./migrations/0020_staff_and_audit.sql', import.meta.url),
  'utf8',
);
/** The statements that move the admins already there: from its comment on, as they run. */
const dataStatements = migration
  .slice(migration.indexOf('-- Every admin so far'))
  .split('--> statement-breakpoint');

describe('migration 0020: roles for the admins already there', () => {
  it('makes every admin an owner, and an account of any other role a disabled staff member', async () => {
    // The admins as they stood before it: one role, 'admin', that could do everything, and the
    // odd account of another role that every admin route refused.
    await db.execute(sql`ALTER TABLE "admins" DROP CONSTRAINT "admins_role"`);
    await db.execute(sql`
      INSERT INTO "admins" ("email", "password_hash", "role") VALUES
        ('asha@skins.in', 'scrypt$hash', 'admin'),
        ('ravi@skins.in', 'scrypt$hash', 'admin'),
        ('editor@skins.in', 'scrypt$hash', 'editor')`);

    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ email: admins.email, role: admins.role, disabledAt: admins.disabledAt })
      .from(admins)
      .orderBy(admins.email);
    expect(rows.map(({ email, role, disabledAt }) => [email, role, disabledAt !== null])).toEqual([
      ['asha@skins.in', 'owner', false],
      ['editor@skins.in', 'staff', true],
      ['ravi@skins.in', 'owner', false],
    ]);
    // From now on only the two roles exist.
    await expect(
      db.execute(sql`UPDATE "admins" SET "role" = 'admin' WHERE "email" = 'asha@skins.in'`),
    ).rejects.toThrow();
  });
});
