import { POLICY_SLUGS, STOREFRONT_ROUTES, type StorefrontPage } from '@skins/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#lib/admin-paths.ts';
import { paths } from '#lib/paths.ts';
import { createQueryClient } from '#lib/query-client.ts';
// The server's own matcher (it decides 200 or 404 and whether a page may be indexed): this
// contract test is the one place the web reads another workspace's source.
import { matchClientRoute } from '../../../server/src/modules/seo/client-routes.ts';
import { createRoutes } from './router.tsx';

// Every link builder, the page its links must land on, and links built with awkward arguments.
// A builder added to `paths` fails the typecheck until it is listed here.
const STOREFRONT_LINKS: Record<Exclude<keyof typeof paths, 'login'>, [StorefrontPage, string[]]> = {
  home: ['home', [paths.home()]],
  categoryRoot: ['categories', [paths.categoryRoot()]],
  category: [
    'category',
    [paths.category('mobile-skins'), paths.category('laptop-skins', 'macbook')],
  ],
  product: [
    'product',
    [
      paths.product('carbon-fibre-obsidian'),
      paths.product('id-3f2a'),
      paths.product('a/b c?d#e'),
      paths.product('hölo-gräfik'),
    ],
  ],
  search: ['search', [paths.search('carbon fibre & co'), paths.search('')]],
  searchPage: ['search', [paths.searchPage()]],
  about: ['about', [paths.about()]],
  blog: ['blog', [paths.blog()]],
  blogPost: ['blogPost', [paths.blogPost('caring-for-your-laptop-skin'), paths.blogPost('a b')]],
  contact: ['contact', [paths.contact()]],
  faq: ['faq', [paths.faq()]],
  policy: ['policy', POLICY_SLUGS.map((policy) => paths.policy(policy))],
  sizeGuide: ['sizeGuide', [paths.sizeGuide()]],
  cart: ['cart', [paths.cart()]],
  cartRestore: [
    'cartRestore',
    [paths.cartRestore('5f0c2a1e.1900000000.abc-_DEF'), paths.cartRestore('a/b c')],
  ],
  checkout: ['checkout', [paths.checkout()]],
  checkoutPipeline: [
    'checkoutPipeline',
    [paths.checkoutPipeline('4f1c9a'), paths.checkoutPipeline('4f1c9a', 'review')],
  ],
  buyNow: [
    'checkoutPipeline',
    [
      paths.buyNow('4f1c9a', 'id-3f2a'),
      paths.buyNow('4f1c9a', 'a/b', { brand: 'Apple', model: 'iPhone 16 Pro' }),
    ],
  ],
  orderConfirmation: [
    'orderConfirmation',
    [paths.orderConfirmation('0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00')],
  ],
  orderWithToken: [
    'orderConfirmation',
    [paths.orderWithToken('a+b/c='), paths.orderWithToken('abc', '0b8f3c1e-5d2a')],
  ],
  trackOrder: [
    'trackOrder',
    [paths.trackOrder(), paths.trackOrder('0b8f3c1e'), paths.trackOrder('0b8f3c1e', 'a+b/c=')],
  ],
  unsubscribe: ['unsubscribe', [paths.unsubscribe()]],
  review: ['review', [paths.review('5f0c2a1e.1900000000.abc-_DEF'), paths.review('a/b c')]],
};

const ADMIN_LINKS: Record<keyof typeof adminPaths | 'login', string[]> = {
  login: [paths.login()],
  dashboard: [adminPaths.dashboard()],
  products: [adminPaths.products()],
  categories: [adminPaths.categories()],
  newProduct: [adminPaths.newProduct()],
  product: [adminPaths.product('id-3f2a'), adminPaths.product('a/b')],
  orders: [adminPaths.orders()],
  order: [adminPaths.order('0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00')],
  coupons: [adminPaths.coupons()],
  newCoupon: [adminPaths.newCoupon()],
  coupon: [adminPaths.coupon('coupon-7f3a')],
  orderReturn: [adminPaths.orderReturn('0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00', 'r/7f3a')],
  returns: [adminPaths.returns()],
  reviews: [adminPaths.reviews()],
  subscribers: [adminPaths.subscribers()],
  cartReminders: [adminPaths.cartReminders()],
  gstReturn: [adminPaths.gstReturn(), adminPaths.gstReturn('2026-10')],
  outbox: [adminPaths.outbox()],
  outboxMail: [adminPaths.outboxMail('mail-7f3a')],
  staff: [adminPaths.staff()],
  audit: [adminPaths.audit()],
  setPassword: [adminPaths.setPassword('Qm9vaw-_x7'), adminPaths.setPassword('a/b')],
};

const routes = createRoutes(createQueryClient());
const pathnameOf = (link: string) => new URL(link, 'https://shop.test').pathname;

/** The route the web router renders for a link: the deepest match, as React Router picks it. */
function routerRouteOf(link: string) {
  return matchRoutes(routes, pathnameOf(link))?.at(-1)?.route;
}

const storefrontCases = Object.entries(STOREFRONT_LINKS).flatMap(([builder, [page, links]]) =>
  links.map((link) => ({ builder, page, link })),
);

describe('the storefront route table, as the link builders, the router and the server use it', () => {
  it.each(storefrontCases)(
    '$builder → $link: the router mounts the $page page',
    ({ page, link }) => {
      expect(routerRouteOf(link)?.id).toBe(page);
    },
  );

  it.each(storefrontCases)(
    '$builder → $link: the server knows the $page page',
    ({ page, link }) => {
      const route = matchClientRoute(pathnameOf(link));
      expect(route?.page).toBe(page);
      // Private pages get `noindex` and no canonical URL; the others are indexable.
      expect(route?.kind !== 'private').toBe(STOREFRONT_ROUTES[page].isIndexable);
    },
  );

  it('reads the same parameters on both sides', () => {
    const link = paths.product('a/b c?d#e');
    const routerMatch = matchRoutes(routes, pathnameOf(link))?.at(-1);
    expect(routerMatch?.params.idOrSlug).toBe('a/b c?d#e');
    expect(matchClientRoute(pathnameOf(link))).toMatchObject({ idOrSlug: 'a/b c?d#e' });
  });

  it('reaches every page of the table through some link builder', () => {
    const linked = new Set(Object.values(STOREFRONT_LINKS).map(([page]) => page));
    expect(
      Object.keys(STOREFRONT_ROUTES).filter((page) => !linked.has(page as StorefrontPage)),
    ).toEqual([]);
  });

  it.each(Object.values(ADMIN_LINKS).flat())(
    '%s: an admin page the server never indexes',
    (link) => {
      const route = routerRouteOf(link);
      expect(route?.path).not.toBe('*');
      expect(route?.lazy ?? route?.element).toBeDefined();
      expect(matchClientRoute(pathnameOf(link))).toEqual({ page: 'admin', kind: 'private' });
    },
  );

  it.each(['/nope', '/product', '/blog/a/b', '/checkout/p/4f1c9a', '/order-confirmation/a/b'])(
    '%s: unknown to both (the not-found page, a 404)',
    (link) => {
      expect(routerRouteOf(link)?.path).toBe('*');
      expect(matchClientRoute(link)).toBeNull();
    },
  );
});
