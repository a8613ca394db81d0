import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../../config.ts';
import { createTestAdmin } from '../../testing/auth-test-kit.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { findAdminByEmail } from './admins.service.ts';
import { admins } from './admins.tables.ts';
import { describeFirstAdmin, ensureFirstAdmin } from './first-admin.ts';
import { verifyPassword } from './password-hash.ts';

const URL = 'http://localhost:3000/login';

async function freshDb() {
  const database = await createTestDatabase();
  return { db: database.db, dispose: () => database.dispose() };
}

describe('ensureFirstAdmin', () => {
  it('creates the configured admin once, and never overwrites its password on a later start', async () => {
    const { db, dispose } = await freshDb();
    try {
      const first = { email: 'owner@example.in', password: 'first password!', isDemo: false };
      expect(await ensureFirstAdmin(db, first)).toEqual({
        kind: 'created',
        email: 'owner@example.in',
        isDemo: false,
      });
      const created = await findAdminByEmail(db, 'owner@example.in');
      expect(created?.role).toBe('owner');
      expect(await verifyPassword('first password!', created?.passwordHash ?? '')).toBe(true);

      // The same settings again: nothing new.
      expect((await ensureFirstAdmin(db, first)).kind).toBe('exists');
      // ADMIN_PASSWORD changed in the environment: the stored one stays.
      const changed = { ...first, password: 'another password' };
      expect(await ensureFirstAdmin(db, changed)).toEqual({
        kind: 'ignored',
        email: 'owner@example.in',
      });
      const after = await findAdminByEmail(db, 'owner@example.in');
      expect(after?.passwordHash).toBe(created?.passwordHash);
      expect(await db.$count(admins)).toBe(1);
    } finally {
      await dispose();
    }
  });

  it('adds no account when admins already exist, whatever email is configured', async () => {
    const { db, dispose } = await freshDb();
    try {
      await createTestAdmin(db, { email: 'made-by-cli@example.in' });
      const outcome = await ensureFirstAdmin(db, {
        email: 'env@example.in',
        password: 'from the environment',
        isDemo: false,
      });
      expect(outcome).toEqual({ kind: 'ignored', email: 'env@example.in' });
      expect(await findAdminByEmail(db, 'env@example.in')).toBeUndefined();
      expect(await ensureFirstAdmin(db, null)).toEqual({ kind: 'skipped' });
    } finally {
      await dispose();
    }
  });

  it('creates nothing without settings (production), and says how to make the first admin', async () => {
    const { db, dispose } = await freshDb();
    try {
      const outcome = await ensureFirstAdmin(db, null);
      expect(outcome).toEqual({ kind: 'none' });
      expect(await db.$count(admins)).toBe(0);
      expect(describeFirstAdmin(outcome, URL)).toContain('npm run admin:create -- --email');
    } finally {
      await dispose();
    }
  });
});

describe('describeFirstAdmin', () => {
  it('prints the demo password, and never a chosen one', () => {
    const demo = describeFirstAdmin(
      { kind: 'created', email: 'admin@skins.local', isDemo: true },
      URL,
    );
    expect(demo).toContain(`admin@skins.local / ${DEMO_ADMIN_PASSWORD}`);
    expect(demo).toContain(URL);
    const chosen = describeFirstAdmin(
      { kind: 'exists', email: 'owner@example.in', isDemo: false },
      URL,
    );
    expect(chosen).toContain('owner@example.in');
    expect(chosen).not.toContain(DEMO_ADMIN_PASSWORD);
    expect(describeFirstAdmin({ kind: 'ignored', email: 'env@example.in' }, URL)).toContain(
      'npm run admin:create',
    );
  });
});
