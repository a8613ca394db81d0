import { describe, expect, it } from 'vitest';
import { isGatedPath } from './gated-paths.ts';

describe('isGatedPath', () => {
  it.each([
    '/api/products',
    '/api/products/',
    '/api/products/:idOrSlug',
    '/api/products/search',
    '/api/categories',
    '/api/categories/mobile-skins',
    '/api/campaigns/search',
    '/api/payments/create-order',
    '/api/orders/:id',
    '/sitemap.xml',
  ])('gates %s', (path) => {
    expect(isGatedPath(path)).toBe(true);
  });

  it.each([
    '/api/health',
    '/api/ready',
    '/api/store/config',
    '/api/store/unlock',
    '/api/auth/login',
    '/api/subscription/subscribe',
    '/api/openapi.json',
    '/api/docs',
    '/api/docs/static/index.html',
    '/api/campaigns',
    '/api/campaigns/:id',
    '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
    '/assets/index-abc123.js',
    '/',
    '/product/:idOrSlug',
    '/robots.txt',
  ])('leaves %s open', (path) => {
    expect(isGatedPath(path)).toBe(false);
  });

  it('matches whole path segments only', () => {
    expect(isGatedPath('/api/productsx')).toBe(false);
    expect(isGatedPath('/api/campaigns/searchable')).toBe(false);
    expect(isGatedPath('/api/payments/webhooks')).toBe(true);
  });

  // The webhook is exempt by its own declaration (`openPastGate`, store-gate.ts), not by path.
  it('gates the whole of /api/payments by path, the webhook included', () => {
    expect(isGatedPath('/api/payments/webhook')).toBe(true);
  });
});
