import { formatInr, priceCart, priceCheckout, rupeesToPaise, TAX_RATE } from '@skins/shared';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TrustStrip } from '#features/catalog/components/trust-strip.tsx';
import { OrderSummary } from '#features/checkout/summary/order-summary.tsx';
import { MAILS_WE_SEND } from '#features/content/mails-we-send.ts';
import { SHIPPING } from '#features/content/shop-details.ts';
import { PROMO_TITLES } from '#features/layout/promo-titles.ts';
import { stubWindowWidth } from '#testing/cart-fixtures.tsx';
import { renderApp } from '#testing/render-app.tsx';
import {
  CONTENT_PAGES,
  homeTextBlocks,
  textBlocksOf,
  unlockWithEmptyCatalog,
} from '#testing/shop-copy.tsx';

// The shop's copy checked against what its code does (issue [8], "Truth in the copy"): shipping
// is free because the totals have no shipping component, the only mails promised are the ones
// the server sends, and cash on delivery is offered only while the server says the shop takes it
// (COD_ENABLED, off by default; its limit comes with the store config): the last in
// shop-promises.cod.test.tsx.

beforeEach(unlockWithEmptyCatalog);

const sentencesOf = (blocks: readonly string[]) =>
  blocks.flatMap((block) => block.split(/(?<=[.!?])\s+/));

// A fee or a threshold: "Rs. 79", "shipping fee", "free shipping over Rs. 999", "orders above …".
// "no shipping charge" is the free-shipping promise itself, not a fee.
const SHIPPING_FEE = [
  /\bRs\.?\s*79\b/i,
  /(?<!\bno )\bshipping (fee|charge|cost)s?\b/i,
  /\bfree shipping (over|above|from)\b/i,
  /\border(s|ing)? (of|over|above|below|under) Rs\b/i,
  /\bdelivery (fee|charge)s?\b/i,
];

/** A sentence in which the shop says it will email the shopper. */
function promisesAMail(sentence: string): boolean {
  return [
    /\bwe(?:'ll| will)? (?:also )?(?:e-?mail|send|notify)\b/i,
    /\b(?:e-?mail|mail|notify|tell) you\b/i,
    /\bby e-?mail\b/i,
    /\byou(?:'ll| will)? (?:get|receive)\b.*\b(?:e-?mail|mail)\b/i,
    /\b(?:e-?mail|mail)\b.*\b(?:on its way|is sent|arrives)\b/i,
  ].some((pattern) => pattern.test(sentence.replace(/’/g, "'")));
}

/**
 * Backed by the code: the sentence names a mail the server sends (MAILS_WE_SEND: the order
 * confirmation, the newsletter's welcome mail and the newsletter it signs up for), or it is a
 * reply to a message the shopper writes to us first.
 */
function isBackedByAMailWeSend(sentence: string): boolean {
  const names = MAILS_WE_SEND.map((mail) => mail.name.toLowerCase());
  const lower = sentence.toLowerCase();
  return (
    names.some((name) => lower.includes(name)) ||
    /\b(order )?confirmation\b|\bwelcome\b|\bnewsletter\b/.test(lower) ||
    /\b(write|writes|wrote) to us\b|\bwhen you write\b|\bwe reply\b/.test(lower)
  );
}

describe('shipping is free, because the totals have no shipping component', () => {
  const lines = [
    // Rs. 1: below any threshold a fee could hide behind.
    { priceInPaise: rupeesToPaise(1), quantity: 1 },
    { priceInPaise: rupeesToPaise(549), quantity: 2 },
    { priceInPaise: rupeesToPaise(899), quantity: 1 },
  ];

  it.each([
    ['a one-rupee cart', lines.slice(0, 1)],
    ['a cart under Rs. 999', lines.slice(1, 2).map((line) => ({ ...line, quantity: 1 }))],
    ['a larger cart', lines],
  ])(
    '%s: total = subtotal − discount + tax, to the paisa, with no shipping figure',
    (_case, cart) => {
      const checkout = priceCheckout(cart, 0.1);
      expect(checkout.totalInPaise).toBe(
        checkout.subtotalInPaise - checkout.discountInPaise + checkout.taxInPaise,
      );
      const totals = priceCart(cart);
      expect(totals.totalInPaise).toBe(totals.subtotalInPaise + totals.taxInPaise);
      for (const key of [...Object.keys(checkout), ...Object.keys(totals)]) {
        expect(key).not.toMatch(/ship|deliver|fee/i);
      }
    },
  );

  it('shows the checkout summary without a shipping line', () => {
    stubWindowWidth(1280);
    const line = {
      productId: 'id-one-rupee',
      name: 'Tiny Skin',
      price: 1,
      quantity: 1,
      brand: 'Apple',
      model: 'iPhone 16',
      image: '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
    };
    render(<OrderSummary lines={[line]} coupon={null} />);

    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Subtotal',
      `Tax (${Math.round(TAX_RATE * 100)}%)`,
      'Total',
      expect.stringMatching(/^Amount payable/),
    ]);
    const total = priceCheckout([{ priceInPaise: 100, quantity: 1 }]).totalInPaise;
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(formatInr(total));
  });

  it('says free shipping on every order in the shipping policy, the FAQ, the home page and the tab title', async () => {
    expect(SHIPPING.promise).toBe('Free shipping on every order');

    const policy = (await textBlocksOf('/policies/shipping')).join('\n');
    expect(policy).toContain(`${SHIPPING.promise}, whatever its size.`);
    // No rupee amount at all: no fee, no threshold.
    expect(policy).not.toMatch(/\bRs\.?\s*\d/);

    const faq = (await textBlocksOf('/faq')).join('\n');
    expect(faq).toContain('Shipping is free on every order.');

    render(<TrustStrip />);
    expect(
      within(screen.getByRole('region', { name: 'Why shop with us' })).getByText(SHIPPING.promise),
    ).toBeTruthy();

    expect(PROMO_TITLES).toContain(`🚚 ${SHIPPING.promise}`);
  });

  it.each(CONTENT_PAGES)('%s names no shipping fee or threshold', async (path) => {
    const text = (await textBlocksOf(path)).join('\n');
    for (const pattern of SHIPPING_FEE) expect(text).not.toMatch(pattern);
  });

  it('names no shipping fee or threshold on the home page or in the tab titles', async () => {
    const text = [...(await homeTextBlocks()), ...PROMO_TITLES].join('\n');
    for (const pattern of SHIPPING_FEE) expect(text).not.toMatch(pattern);
  });
});

describe('the only mails promised are the ones the server sends', () => {
  it('lists the mails the server sends, and only those, in the FAQ', async () => {
    // apps/server sends exactly these: orders' orderConfirmationMail (with the paid order), the
    // status mails of orders/order-status-mail.ts (order-shipped, order-delivered,
    // cancel-requested, cancel-declined, order-cancelled, order-refunded), reviews' review-request,
    // returns' RETURN_MAIL_KINDS (return-requested, also for the shopper's answer,
    // return-info-requested, return-approved, return-rejected, return-received, return-refunded,
    // replacement-shipped), cart-reminders' cartReminderMail (cart-reminder, only with the
    // checkout's tick) and mail's welcomeMail (newsletter sign-up). Add a mail here when the
    // server does.
    expect(MAILS_WE_SEND.map((mail) => mail.name)).toEqual([
      'Order confirmation',
      'Shipped',
      'Delivered',
      'Cancellation request received',
      'Cancellation declined',
      'Order cancelled',
      'Refund',
      'Review request',
      'Return request received',
      'Question about your return',
      'Return approved',
      'Return not accepted',
      'Returned items received',
      'Return refunded',
      'Replacement shipped',
      'Cart reminder',
      'Welcome mail',
    ]);

    renderApp('/faq');
    const question = await screen.findByText('Which emails will I get from you?');
    const answer = question.closest('details') as HTMLElement;
    const listed = within(answer)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.querySelector('strong')?.textContent);
    expect(listed).toEqual(MAILS_WE_SEND.map((mail) => mail.name));
  });

  it('tells the detector apart from what the copy used to say', () => {
    // The old promises, which no mail backed: the detector must catch them.
    for (const old of [
      "When your order leaves the studio we email the courier's name and tracking number to the address you gave at checkout.",
      'Festival sales and weather can add a day or two; we tell you by email if your order is affected.',
      "When the parcel leaves our studio, we email the courier's tracking number to the address you gave at checkout.",
    ]) {
      expect(promisesAMail(old)).toBe(true);
      expect(isBackedByAMailWeSend(old)).toBe(false);
    }
    expect(
      isBackedByAMailWeSend(
        'After payment you see a confirmation page with your order number, and we email you an order confirmation with a link to your order.',
      ),
    ).toBe(true);
  });

  it.each(CONTENT_PAGES)('%s promises no mail beyond those', async (path) => {
    const unbacked = sentencesOf(await textBlocksOf(path)).filter(
      (sentence) => promisesAMail(sentence) && !isBackedByAMailWeSend(sentence),
    );
    expect(unbacked).toEqual([]);
  });

  it('the home page promises no mail beyond those', async () => {
    const unbacked = sentencesOf(await homeTextBlocks()).filter(
      (sentence) => promisesAMail(sentence) && !isBackedByAMailWeSend(sentence),
    );
    expect(unbacked).toEqual([]);
  });
});
