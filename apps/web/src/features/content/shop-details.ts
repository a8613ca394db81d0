import { CURRENCY_LABEL, TAX_RATE } from '@skins/shared';

/**
 * The shop's public facts, shared by the footer, the contact page and the policies so they can
 * never disagree with each other.
 */
export const SHOP_DETAILS = {
  name: 'Skins',
  foundedYear: 2020,
  email: 'support@skins.in',
  phoneDisplay: '+91 80 4718 2290',
  phoneHref: 'tel:+918047182290',
  whatsappDisplay: '+91 98450 61720',
  whatsappHref: 'https://wa.me/919845061720',
  hours: 'Monday to Saturday, 10:00–19:00 IST',
  hoursShort: 'Mon–Sat, 10:00–19:00 IST',
  address: {
    lines: ['Skins Studio, 2nd Floor', '14, 80 Feet Road, Koramangala 4th Block'],
    city: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560034',
    country: 'India',
  },
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/skins.india/' },
    { network: 'YouTube', href: 'https://www.youtube.com/@skinsindia' },
    { network: 'X', href: 'https://x.com/skinsindia' },
    { network: 'Facebook', href: 'https://www.facebook.com/skinsindia' },
  ],
} as const;

export type SocialNetwork = (typeof SHOP_DETAILS.social)[number]['network'];

export const SHIPPING = {
  dispatchBusinessDays: '1–2',
  deliveryDays: '3–7',
  freeShippingFromRupees: 999,
  flatFeeRupees: 79,
} as const;

export const RETURN_WINDOW_DAYS = 7;

/** Whole rupees for running text, e.g. 'Rs. 999'; prices with paise use `formatInr`. */
export function formatRupeesShort(rupees: number): string {
  return `${CURRENCY_LABEL}\u00a0${rupees.toLocaleString('en-IN')}`;
}

export const TAX_PERCENT = Math.round(TAX_RATE * 100);

export function formatAddressLine(): string {
  const { lines, city, region, postalCode, country } = SHOP_DETAILS.address;
  return [...lines, `${city}, ${region} ${postalCode}`, country].join(', ');
}
