import { formatPercent, TAX_RATE, WELCOME_DISCOUNT } from '@skins/shared';

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

/**
 * The mails the shop sends by itself today, and nothing else: the order confirmation, written
 * with the order (apps/server orders' `orderConfirmationMail`), the status mails
 * (`order-status-mail.ts`) and the newsletter's welcome mail (apps/server mail's `welcomeMail`).
 * The FAQ lists these, and no policy or answer may promise another (app/shop-promises.test.tsx);
 * add a mail here when the server sends it.
 */
export const MAILS_WE_SEND = [
  {
    name: 'Order confirmation',
    when: 'as soon as your order is placed',
    what: 'your order number, the items, the totals, your delivery address, a link to follow your order and, once it is paid, your tax invoice',
  },
  {
    name: 'Shipped',
    when: 'when your order leaves our studio',
    what: "the courier's name, the tracking number and a link to the courier's tracking page when the parcel has them, and again if we correct them",
  },
  {
    name: 'Delivered',
    when: 'when your order is marked delivered',
    what: 'your order number and a link to your order',
  },
  {
    name: 'Cancellation request received',
    when: 'when you ask to cancel an order',
    what: 'that we have your request and will answer it',
  },
  {
    name: 'Cancellation declined',
    when: 'if we cannot cancel your order',
    what: 'the reason, and what happens to your order next',
  },
  {
    name: 'Order cancelled',
    when: 'when an unpaid order is cancelled',
    what: 'your order number and a link to your order',
  },
  {
    name: 'Refund',
    when: 'when a paid order is cancelled',
    what: 'the amount refunded, the refund reference, your credit note and when the money reaches you (5–7 working days)',
  },
  {
    name: 'Welcome mail',
    when: 'when you join our newsletter',
    what: `your welcome code for ${formatPercent(WELCOME_DISCOUNT)} off your first order, and a link to unsubscribe`,
  },
] as const;

export const TAX_PERCENT = Math.round(TAX_RATE * 100);
