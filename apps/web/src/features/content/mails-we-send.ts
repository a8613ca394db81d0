import {
  CART_REMINDER_COPY,
  CART_REMINDER_LINK_DAYS,
  formatPercent,
  RETURN_ANSWER_HOURS,
  WELCOME_DISCOUNT,
} from '@skins/shared';

/**
 * The mails the shop sends by itself today, and nothing else: the order confirmation, written
 * with the order (apps/server orders' `orderConfirmationMail`), the status mails
 * (`order-status-mail.ts`), the newsletter's welcome mail (apps/server mail's `welcomeMail`), the
 * review request (reviews' `reviewRequestMail`) and a return's mails (returns' `RETURN_MAIL_KINDS`:
 * return-mails.ts, return-admin.ts, return-refund.ts, return-replacement.ts), the cart reminder
 * (cart-reminders' `cartReminderMail`, only with the checkout's tick). The FAQ lists these,
 * and no policy or answer may promise another (app/shop-promises.test.tsx); add a mail here when
 * the server sends it. Its own file, which only the FAQ imports: shop-details.ts is in every
 * storefront page's first load (chunk-groups.ts' shop-core), and this list need not be.
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
    name: 'Review request',
    when: 'after your order is delivered, once per order',
    what: 'a link to review each item you bought, each working for 180 days, and a link to stop review requests',
  },
  {
    name: 'Return request received',
    when: 'when you report a problem or ask for a return, and again when you answer our question about it',
    what: `your ticket number (the return number), the reason, what you asked for, the items, our promise to answer within ${RETURN_ANSWER_HOURS} hours and how to reach our grievance officer`,
  },
  {
    name: 'Question about your return',
    when: 'if we need more information to decide on your return',
    what: 'our question, and a link to answer it on your order’s page, where you can add photos',
  },
  {
    name: 'Return approved',
    when: 'when we approve your return',
    what: 'what happens next: the replacement we will send, the refund we will make, or where to send unused items back first',
  },
  {
    name: 'Return not accepted',
    when: 'if we cannot accept your return',
    what: 'the reason, and how to reach our grievance officer',
  },
  {
    name: 'Returned items received',
    when: 'when the items you sent back reach us',
    what: 'that we will refund them, and mail you when we do',
  },
  {
    name: 'Return refunded',
    when: 'when we refund a return',
    what: 'the amount refunded, the refund or payment reference, your credit note and, for a refund to your card or UPI account, when the money reaches you (5–7 working days)',
  },
  {
    name: 'Replacement shipped',
    when: 'when the replacement for your return leaves our studio',
    what: "its own order number, the courier's name, the tracking number, the courier's tracking page and a link to follow it",
  },
  {
    name: 'Cart reminder',
    when: `once, only if you tick “${CART_REMINDER_COPY.label}” at checkout and leave without ordering`,
    what: `the items in that cart at today’s prices, a link that puts them back in your cart on any device (for ${CART_REMINDER_LINK_DAYS} days), and a link to stop cart reminders`,
  },
  {
    name: 'Welcome mail',
    when: 'when you join our newsletter',
    what: `your welcome code for ${formatPercent(WELCOME_DISCOUNT)} off your first order, and a link to unsubscribe`,
  },
] as const;
