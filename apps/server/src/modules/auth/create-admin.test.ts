import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { findAdminByEmail } from './admins.service.ts';
import { admins } from './admins.tables.ts';
import { AdminCliError, createAdminAccount } from './create-admin.ts';
import { verifyPassword } from './password-hash.ts';

// The core of `npm run admin:create`, on a real database; the process around it only parses
// arguments and reads the password.
const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
const { db } = database;

const create = (email: string, password: string, resetPassword = false) =>
  createAdminAccount(db, { email, password, resetPassword });

describe('createAdminAccount (npm run admin:create)', () => {
  it('creates an admin, lower-cased, who can then sign in', async () => {
    expect(await create(' New.Owner@Example.IN ', 'a long enough password')).toBe(
      'Created the admin new.owner@example.in. Sign in at /login.',
    );
    const row = await findAdminByEmail(db, 'new.owner@example.in');
    expect(row?.role).toBe('owner');
    expect(row?.passwordHash?.startsWith('scrypt$32768$8$1$')).toBe(true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.owner@example.in', password: 'a long enough password' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a password under 10 characters, a blank one, or the email itself', async () => {
    await expect(create('weak@example.in', '123456789')).rejects.toThrow(
      'The password must be at least 10 characters long.',
    );
    await expect(create('weak@example.in', '          ')).rejects.toThrow(AdminCliError);
    await expect(create('weak@example.in', 'WEAK@example.in')).rejects.toThrow(AdminCliError);
    await expect(create('weak@example.in', 'x'.repeat(201))).rejects.toThrow(AdminCliError);
    expect(await findAdminByEmail(db, 'weak@example.in')).toBeUndefined();
    // Exactly 10 is enough.
    await create('weak@example.in', '1234567890');
    expect(await findAdminByEmail(db, 'weak@example.in')).toBeDefined();
  });

  it('refuses an address that is not an email', async () => {
    const before = await db.$count(admins);
    for (const email of ['', 'owner', 'owner@', 'two words@example.in']) {
      await expect(create(email, 'a long enough password'), email).rejects.toThrow(/^--email: /);
    }
    expect(await db.$count(admins)).toBe(before);
  });

  it('refuses an existing email, in any case, unless asked to reset its password', async () => {
    await create('taken@example.in', 'the first password');
    await expect(create('TAKEN@example.in', 'another password!')).rejects.toThrow(
      'An admin with the email taken@example.in already exists. Add --reset-password to give it a new password.',
    );
    const kept = await findAdminByEmail(db, 'taken@example.in');
    expect(await verifyPassword('the first password', kept?.passwordHash ?? '')).toBe(true);

    expect(await create('taken@example.in', 'another password!', true)).toContain(
      'New password set',
    );
    const reset = await findAdminByEmail(db, 'taken@example.in');
    expect(reset?.id).toBe(kept?.id);
    expect(await verifyPassword('another password!', reset?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('the first password', reset?.passwordHash ?? '')).toBe(false);
  });

  it('refuses to reset the password of an account that does not exist', async () => {
    await expect(create('ghost@example.in', 'a long enough password', true)).rejects.toThrow(
      'No admin has the email ghost@example.in.',
    );
    expect(await findAdminByEmail(db, 'ghost@example.in')).toBeUndefined();
  });
});
