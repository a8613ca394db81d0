import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AdminTokens, MAX_TOKEN_LENGTH } from './admin-tokens.ts';

const SECRET = 'a-test-app-secret-of-at-least-32-characters';
const TTL_S = 12 * 3600;
const CLAIMS = {
  adminId: '7f1c2a4e-1111-4a4a-8b8b-0123456789ab',
  email: 'owner@example.in',
  role: 'admin',
  passwordVersion: 'v1',
};
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('AdminTokens', () => {
  const tokens = new AdminTokens(SECRET, TTL_S);

  it('verifies its own token and gives back the claims', async () => {
    const token = await tokens.sign(CLAIMS, T0);
    expect(await tokens.verify(token, at(60))).toEqual(CLAIMS);
  });

  it('refuses a token once its lifetime (ADMIN_TOKEN_TTL) is over, allowing 30 s of clock skew', async () => {
    const token = await tokens.sign(CLAIMS, T0);
    expect(await tokens.verify(token, at(TTL_S - 1))).not.toBeNull();
    expect(await tokens.verify(token, at(TTL_S + 29))).not.toBeNull();
    expect(await tokens.verify(token, at(TTL_S + 31))).toBeNull();
    expect(
      await new AdminTokens(SECRET, 60).verify(
        await new AdminTokens(SECRET, 60).sign(CLAIMS, T0),
        at(120),
      ),
    ).toBeNull();
  });

  it('cuts older tokens to a shortened lifetime', async () => {
    const token = await tokens.sign(CLAIMS, T0);
    expect(await new AdminTokens(SECRET, 3600).verify(token, at(1800))).not.toBeNull();
    expect(await new AdminTokens(SECRET, 3600).verify(token, at(2 * 3600))).toBeNull();
  });

  it('refuses a token issued in the future (a clock far ahead signed it)', async () => {
    const token = await tokens.sign(CLAIMS, at(3600));
    expect(await tokens.verify(token, T0)).toBeNull();
  });

  it('refuses a token signed with another app secret', async () => {
    const other = await new AdminTokens('another-app-secret-of-32-characters!!', TTL_S).sign(
      CLAIMS,
      T0,
    );
    expect(await tokens.verify(other, at(60))).toBeNull();
  });

  it('refuses a token whose claims were edited (a promoted role, another admin)', async () => {
    const [header, payload, signature] = (
      await tokens.sign({ ...CLAIMS, role: 'viewer' }, T0)
    ).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    for (const edit of [{ role: 'admin' }, { sub: '00000000-0000-4000-8000-000000000000' }]) {
      const edited = Buffer.from(JSON.stringify({ ...claims, ...edit })).toString('base64url');
      expect(await tokens.verify(`${header}.${edited}.${signature}`, at(60))).toBeNull();
    }
  });

  it('refuses an unsigned token (alg none) and one signed with the raw app secret', async () => {
    const unsigned = new UnsecuredJWT({ email: CLAIMS.email, role: 'admin', pwv: 'v1' })
      .setSubject(CLAIMS.adminId)
      .setIssuer('skins-shop')
      .setAudience('skins-admin')
      .setIssuedAt(T0)
      .setExpirationTime(at(TTL_S))
      .encode();
    expect(await tokens.verify(unsigned, at(60))).toBeNull();
    // The key is derived from the secret for admin tokens only; the secret itself signs nothing.
    const withRawSecret = await new SignJWT({ email: CLAIMS.email, role: 'admin', pwv: 'v1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.adminId)
      .setIssuer('skins-shop')
      .setAudience('skins-admin')
      .setIssuedAt(T0)
      .setExpirationTime(at(TTL_S))
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(withRawSecret, at(60))).toBeNull();
  });

  it('answers null, never throws, for text that is not a token', async () => {
    const token = await tokens.sign(CLAIMS, T0);
    for (const garbage of [
      '',
      'abc',
      'a.b.c',
      '...',
      `${token}x`,
      token.replace('.', '.%'),
      '\u0000.\u0000.\u0000',
      'x'.repeat(MAX_TOKEN_LENGTH + 1),
    ]) {
      expect(await tokens.verify(garbage, at(60)), garbage.slice(0, 20)).toBeNull();
    }
  });

  it('ties tokens to the password hash: another hash gives another version', () => {
    expect(tokens.passwordVersion('scrypt$a')).toBe(tokens.passwordVersion('scrypt$a'));
    expect(tokens.passwordVersion('scrypt$a')).not.toBe(tokens.passwordVersion('scrypt$b'));
    expect(
      new AdminTokens('another-app-secret-of-32-characters!!', TTL_S).passwordVersion('scrypt$a'),
    ).not.toBe(tokens.passwordVersion('scrypt$a'));
  });
});
