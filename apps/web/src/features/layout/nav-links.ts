import { paths } from '#lib/paths.ts';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The header's main navigation (spec §2): HOME, SHOP, ABOUT, CONTACT. */
export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: paths.category('mobile-skins') },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: paths.category('mobile-skins') },
  { label: 'About', to: paths.about() },
  { label: 'Blog', to: paths.blog() },
  { label: 'Contact', to: paths.contact() },
];

export const FOOTER_SERVICE_LINKS: readonly NavLinkItem[] = [
  { label: 'Shipping Policy', to: paths.policy('shipping') },
  { label: 'Return Policy', to: paths.policy('returns') },
  { label: 'FAQs', to: paths.faq() },
  { label: 'Size Guide', to: paths.sizeGuide() },
  { label: 'Track Order', to: paths.trackOrder() },
  { label: 'Privacy Policy', to: paths.policy('privacy') },
  { label: 'Terms of Service', to: paths.policy('terms') },
];

/** Extra pages the mobile menu lists below the main navigation. */
export const MOBILE_MENU_EXTRA_LINKS: readonly NavLinkItem[] = [
  { label: 'Blog', to: paths.blog() },
  { label: 'FAQs', to: paths.faq() },
  { label: 'Size Guide', to: paths.sizeGuide() },
];
