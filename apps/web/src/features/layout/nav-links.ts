import { type ShopCategory, shopCategoryOf } from '@skins/shared';
import { paths } from '#lib/paths.ts';

export interface NavLinkItem {
  label: string;
  to: string;
}

/**
 * Where Shop goes: the shop's category (`shopCategoryOf`) under the slug the owner gave it
 * (decision 067: a fixed slug would be a 301 after a rename); the categories' root, which
 * redirects, while none is known.
 */
export function shopPath(categories: readonly Pick<ShopCategory, '_id' | 'slug'>[]): string {
  const shop = shopCategoryOf(categories);
  return shop ? paths.category(shop.slug) : paths.categoryRoot();
}

/** The header's main navigation (spec §2): HOME, SHOP, ABOUT, CONTACT. */
export const primaryNav = (categories: readonly ShopCategory[]): readonly NavLinkItem[] => [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: shopPath(categories) },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
];

/** Extra pages the mobile menu lists below the main navigation. */
export const MOBILE_MENU_EXTRA_LINKS: readonly NavLinkItem[] = [
  { label: 'Blog', to: paths.blog() },
  { label: 'FAQs', to: paths.faq() },
  { label: 'Size Guide', to: paths.sizeGuide() },
];
