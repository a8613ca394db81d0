import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash.ts';

const CHEAP = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the password it was made from and refuses another', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, and stores the parameters it used', async () => {
    const first = await hashPassword('same password', CHEAP);
    const second = await hashPassword('same password', CHEAP);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('uses N = 2^15, r = 8 by default', async () => {
    const stored = await hashPassword('a default-cost password');
    expect(stored.startsWith(`scrypt$${DEFAULT_SCRYPT_PARAMS.cost}$8$1$`)).toBe(true);
    expect(DEFAULT_SCRYPT_PARAMS.cost).toBe(32_768);
    expect(await verifyPassword('a default-cost password', stored)).toBe(true);
  });

  it('treats the composed and decomposed forms of an accented password as one', async () => {
    const stored = await hashPassword('caf\u00e9 au lait!', CHEAP);
    expect(await verifyPassword('cafe\u0301 au lait!', stored)).toBe(true);
  });

  it('refuses malformed hashes and absurd parameters instead of throwing or working for minutes', async () => {
    const valid = await hashPassword('correct horse battery', CHEAP);
    const [, , , , salt, key] = valid.split('$');
    const malformed = [
      '',
      'plain text',
      valid.replace(/^scrypt/, 'bcrypt'),
      `${valid}$extra`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`, // gigabytes of memory
      `scrypt$1024$0$1$${salt}$${key}`,
      `scrypt$1024$8$99$${salt}$${key}`,
      `scrypt$1024$8$1$$${key}`,
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('correct horse battery', stored), stored).toBe(false);
    }
  });
});
