import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, matchClientRoute } from './client-routes.ts';

describe('matchClientRoute', () => {
  it('takes a policy page only for the four policies, in any letter case', () => {
    expect(matchClientRoute('/policies/RETURNS')).toEqual({
      page: 'policy',
      kind: 'content',
      path: '/policies/returns',
    });
    expect(matchClientRoute('/policies/cookies')).toBeNull();
  });

  it('fills optional last segments only', () => {
    expect(matchClientRoute('/order-confirmation')).toEqual({
      page: 'orderConfirmation',
      kind: 'private',
    });
    expect(matchClientRoute('/category/mobile-skins')).toEqual({
      page: 'category',
      kind: 'category',
      category: 'mobile-skins',
    });
    expect(matchClientRoute('/checkout/p/4f1c/buy-now/id-1/extra')).toBeNull();
  });

  it('refuses empty and undecodable segments', () => {
    expect(matchClientRoute('/product//x')).toBeNull();
    expect(matchClientRoute('/product/%E0%A4%A')).toBeNull();
  });

  it('keeps sign-in and every admin path private, and nothing under /login', () => {
    expect(matchClientRoute('/login/')).toEqual({ page: 'admin', kind: 'private' });
    expect(matchClientRoute('/admin/anything/at/all')).toEqual({ page: 'admin', kind: 'private' });
    expect(matchClientRoute('/login/x')).toBeNull();
  });
});

describe('CONTENT_PATHS', () => {
  it('lists every indexable page with fixed text, one URL per policy', () => {
    expect([...CONTENT_PATHS].sort()).toEqual([
      '/about',
      '/blog',
      '/category',
      '/contact',
      '/faq',
      '/policies/privacy',
      '/policies/returns',
      '/policies/shipping',
      '/policies/terms',
      '/size-guide',
    ]);
  });
});
