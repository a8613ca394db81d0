import { describe, expect, it } from 'vitest';
import { StoreLock, UNLOCK_MAX_AGE_S } from './store-lock.ts';

const SECRET = 'a'.repeat(43);
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('StoreLock.matches', () => {
  const lock = new StoreLock('open sesame', SECRET);

  it('accepts the password exactly', () => {
    expect(lock.matches('open sesame')).toBe(true);
  });

  it.each([
    ['another password', 'wrong'],
    ['a prefix', 'open'],
    ['a longer text', 'open sesame!'],
    ['other case', 'Open Sesame'],
    ['surrounding spaces (never trimmed)', ' open sesame '],
    ['nothing', ''],
  ])('refuses %s', (_label, candidate) => {
    expect(lock.matches(candidate)).toBe(false);
  });

  it('compares non-ASCII passwords by their exact text', () => {
    const unicode = new StoreLock('पासवर्ड🔑', SECRET);
    expect(unicode.matches('पासवर्ड🔑')).toBe(true);
    expect(unicode.matches('पासवर्ड')).toBe(false);
  });
});

describe('StoreLock tokens', () => {
  const lock = new StoreLock('open sesame', SECRET);
  const token = lock.issueToken(NOW);

  it('accepts its own token for 30 days, then refuses it', () => {
    expect(lock.isValidToken(token, NOW)).toBe(true);
    expect(lock.isValidToken(token, NOW + 29 * DAY_MS)).toBe(true);
    expect(lock.isValidToken(token, NOW + UNLOCK_MAX_AGE_S * 1000)).toBe(true);
    expect(lock.isValidToken(token, NOW + UNLOCK_MAX_AGE_S * 1000 + 1000)).toBe(false);
  });

  it('accepts the token on another instance with the same password and secret', () => {
    expect(new StoreLock('open sesame', SECRET).isValidToken(token, NOW)).toBe(true);
  });

  it('refuses it once the password has changed', () => {
    expect(new StoreLock('new password', SECRET).isValidToken(token, NOW)).toBe(false);
  });

  it('refuses it under another app secret', () => {
    expect(new StoreLock('open sesame', 'b'.repeat(43)).isValidToken(token, NOW)).toBe(false);
  });

  it('refuses a token issued too far in the future (a forged clock)', () => {
    const future = lock.issueToken(NOW + DAY_MS);
    expect(lock.isValidToken(future, NOW)).toBe(false);
  });

  it('refuses a token whose time was moved to extend it', () => {
    const [version, issuedAt, signature] = token.split('.');
    const extended = `${version}.${Number(issuedAt) + 24 * 3600}.${signature}`;
    const afterExpiry = NOW + 30 * DAY_MS + 3600_000;
    expect(lock.isValidToken(token, afterExpiry)).toBe(false);
    expect(lock.isValidToken(extended, afterExpiry)).toBe(false);
  });

  it('refuses a token with a changed signature', () => {
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(lock.isValidToken(`${token.slice(0, -1)}${last}`, NOW)).toBe(false);
  });

  it.each([
    undefined,
    '',
    'garbage',
    '..',
    'a.b.c',
    `${token}.extra`,
    token.replace(/\.\d+\./, '.-5.'),
    token.replace(/\.\d+\./, '.1e9.'),
  ])('refuses a malformed token %j', (malformed) => {
    expect(lock.isValidToken(malformed, NOW)).toBe(false);
  });

  it('carries a version of the password, not the password', () => {
    expect(token).not.toContain('open sesame');
    expect(token.split('.')[0]).toHaveLength(16);
  });
});
