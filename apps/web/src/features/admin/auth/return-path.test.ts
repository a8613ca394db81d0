import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path.ts';

describe('returnPathAfterLogin', () => {
  it('returns to the page the admin was on, query included', () => {
    expect(returnPathAfterLogin('/admin/orders?status=Placed')).toBe('/admin/orders?status=Placed');
    expect(returnPathAfterLogin('/product/neon-grid')).toBe('/product/neon-grid');
  });

  it('goes to the dashboard without a remembered page', () => {
    expect(returnPathAfterLogin(null)).toBe('/admin');
    expect(returnPathAfterLogin('')).toBe('/admin');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    // A tab, newline or space the URL parser would drop: `/\t/evil` resolves to //evil.
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/\u0000/admin',
  ])('never leaves the site (%s)', (next) => {
    expect(returnPathAfterLogin(next)).toBe('/admin');
  });

  it('does not send the admin back to the sign-in page itself', () => {
    expect(returnPathAfterLogin('/login?next=%2Fadmin')).toBe('/admin');
  });
});
