import type { ShopCategory } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { type NavLinkItem, shopPath } from './nav-links.ts';

// The footer's links, apart from the header's (nav-links.ts): the footer is the server's HTML
// alone on a browsing page, so its links stay out of the islands' first load (shop-core).

export const footerQuickLinks = (categories: readonly ShopCategory[]): readonly NavLinkItem[] => [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: shopPath(categories) },
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
