import { TAX_RATE } from '@skins/shared';

/**
 * The brand's public facts, shared by the footer, the contact page and the policies so they can
 * never disagree with each other. The seller's address, email, phone and GSTIN are not here: they
 * come from the server's SHOP_* settings, as the invoices name the seller (seller-details.tsx).
 */
export const SHOP_DETAILS = {
  name: 'Skins',
  foundedYear: 2020,
  whatsappDisplay: '+91 98450 61720',
  whatsappHref: 'https://wa.me/919845061720',
  hours: 'Monday to Saturday, 10:00–19:00 IST',
  hoursShort: 'Mon–Sat, 10:00–19:00 IST',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/skins.india/' },
    { network: 'YouTube', href: 'https://www.youtube.com/@skinsindia' },
    { network: 'X', href: 'https://x.com/skinsindia' },
    { network: 'Facebook', href: 'https://www.facebook.com/skinsindia' },
  ],
} as const;

export type SocialNetwork = (typeof SHOP_DETAILS.social)[number]['network'];

/**
 * Shipping as the shop charges it: the checkout totals (`priceCheckout` in @skins/shared) have no
 * shipping component, so every order ships free. Copy that mentions a fee or a threshold would
 * promise something the checkout never does (app/shop-promises.test.tsx checks both).
 */
export const SHIPPING = {
  promise: 'Free shipping on every order',
  dispatchBusinessDays: '1–2',
  deliveryDays: '3–7',
} as const;

export const TAX_PERCENT = Math.round(TAX_RATE * 100);
