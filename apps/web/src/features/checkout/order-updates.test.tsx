import { CART_REMINDER_COPY, ORDER_UPDATES_CONSENT } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { obsidian, storeCart } from '#testing/cart-fixtures.tsx';
import {
  CREATE,
  configWith,
  fillShipping,
  noContent,
  PIPELINE,
  payInTestDialog,
  prepareCheckoutTests,
  REMINDER,
  STORE_CONFIG,
  stubShop,
} from '#testing/checkout-fixtures.tsx';
import { createdOrder, simulatedSuccess, verified } from '#testing/payment-fixtures.tsx';
import { renderApp } from '#testing/render-app.tsx';
import { descriptionOf } from '#testing/shipping-form-kit.tsx';

// The shipping step's consent to order updates beyond mail (issue [16], API.md § Messages beyond
// mail): offered only while the server has a channel, in that channel's words, unticked, and
// sent with the shipping details only as the shopper left it.

prepareCheckoutTests();

const WHATSAPP_AND_SMS = { whatsapp: true, sms: true };

function stubCheckout(messages: { whatsapp: boolean; sms: boolean }) {
  return stubShop({
    [STORE_CONFIG]: [configWith(messages)],
    [REMINDER]: [noContent],
    [CREATE]: [() => createdOrder()],
    '/payments/simulate': [() => simulatedSuccess()],
    '/payments/verify-payment': [() => verified('ord-uuid-1', 'tok-1')],
  });
}

/** How many boxes the shipping step offers, once the store config has answered. */
async function checkboxCount(api: ReturnType<typeof stubCheckout>) {
  await waitFor(() => expect(api.callsTo(STORE_CONFIG)).toHaveLength(1));
  await screen.findByRole('checkbox', { name: CART_REMINDER_COPY.label });
  return screen.getAllByRole('checkbox').length;
}

/** The create-order call's `orderDetails.shippingInfo`. */
function shippingInfoSent(api: ReturnType<typeof stubCheckout>): Record<string, unknown> {
  const [call] = api.callsTo(CREATE);
  if (!call) throw new Error('no create-order call');
  return (call.body as { orderDetails: { shippingInfo: Record<string, unknown> } }).orderDetails
    .shippingInfo;
}

async function continueAndPay() {
  fillShipping();
  await screen.findByRole('heading', { name: 'Shipping to' });
  await payInTestDialog();
  await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
}

describe('order updates on WhatsApp or by SMS, at the shipping step', () => {
  it('offers no box while no channel is configured, and sends no consent', async () => {
    storeCart([obsidian]);
    const api = stubCheckout({ whatsapp: false, sms: false });
    renderApp(`${PIPELINE}/pay`);

    // Only the reminder's box: the config has answered, and it named no channel.
    expect(await checkboxCount(api)).toBe(1);
    expect(screen.queryByText(ORDER_UPDATES_CONSENT.whatsappHint)).toBeNull();
    expect(screen.queryByText(ORDER_UPDATES_CONSENT.smsHint)).toBeNull();
    await continueAndPay();

    expect(shippingInfoSent(api)).not.toHaveProperty('whatsappUpdates');
    expect(screen.queryByText('Order updates')).toBeNull();
  });

  it("offers an unticked box in WhatsApp's words, described by what it sends", async () => {
    storeCart([obsidian]);
    const api = stubCheckout(WHATSAPP_AND_SMS);
    renderApp(`${PIPELINE}/pay`);

    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: ORDER_UPDATES_CONSENT.whatsapp,
    });
    expect(box.checked).toBe(false);
    expect(descriptionOf(box)).toBe(ORDER_UPDATES_CONSENT.whatsappHint);
    expect(await checkboxCount(api)).toBe(2);
  });

  it("uses SMS's words when SMS is the only channel", async () => {
    storeCart([obsidian]);
    stubCheckout({ whatsapp: false, sms: true });
    renderApp(`${PIPELINE}/pay`);

    const box = await screen.findByRole('checkbox', { name: ORDER_UPDATES_CONSENT.sms });
    expect(screen.queryByRole('checkbox', { name: ORDER_UPDATES_CONSENT.whatsapp })).toBeNull();
    // An SMS takes no reply: its hint points to the mail's link, never to STOP.
    expect(descriptionOf(box)).toBe(ORDER_UPDATES_CONSENT.smsHint);
    expect(descriptionOf(box)).not.toMatch(/STOP/);
  });

  it('sends whatsappUpdates: true with the shipping details when ticked, and names it on the summary', async () => {
    storeCart([obsidian]);
    const api = stubCheckout(WHATSAPP_AND_SMS);
    renderApp(`${PIPELINE}/pay`);
    fireEvent.click(await screen.findByRole('checkbox', { name: ORDER_UPDATES_CONSENT.whatsapp }));

    fillShipping();
    const summary = (await screen.findByRole('heading', { name: 'Shipping to' })).parentElement
      ?.parentElement as HTMLElement;
    expect(within(summary).getByText('Order updates').nextElementSibling?.textContent).toBe(
      'On WhatsApp',
    );
    await payInTestDialog();
    await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });

    expect(shippingInfoSent(api).whatsappUpdates).toBe(true);
  });

  it('sends whatsappUpdates: false when the box is offered but left unticked', async () => {
    storeCart([obsidian]);
    const api = stubCheckout({ whatsapp: false, sms: true });
    renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('checkbox', { name: ORDER_UPDATES_CONSENT.sms });

    await continueAndPay();

    expect(shippingInfoSent(api).whatsappUpdates).toBe(false);
    expect(screen.queryByText('Order updates')).toBeNull();
  });

  it('keeps the tick across a reload of the same checkout, not into a new one', async () => {
    storeCart([obsidian]);
    stubCheckout(WHATSAPP_AND_SMS);
    const first = renderApp(`${PIPELINE}/pay`);
    fireEvent.click(await screen.findByRole('checkbox', { name: ORDER_UPDATES_CONSENT.whatsapp }));
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    first.unmount();

    const again = renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('heading', { name: 'Shipping to' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const kept = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: ORDER_UPDATES_CONSENT.whatsapp,
    });
    expect(kept.checked).toBe(true);
    again.unmount();

    renderApp('/checkout/p/ffffffffffffffffffffffff/pay');
    const fresh = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: ORDER_UPDATES_CONSENT.whatsapp,
    });
    expect(fresh.checked).toBe(false);
    // The details themselves are still prefilled (checkout-page.test.tsx).
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Bengaluru');
  });

  it('is a real checkbox in the keyboard order between the fields and Continue', async () => {
    storeCart([obsidian]);
    stubCheckout(WHATSAPP_AND_SMS);
    renderApp(`${PIPELINE}/pay`);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: ORDER_UPDATES_CONSENT.whatsapp,
    });

    expect(box.type).toBe('checkbox');
    expect(box.tabIndex).toBe(0);
    box.focus();
    expect(document.activeElement).toBe(box);
    const follows = Node.DOCUMENT_POSITION_FOLLOWING;
    expect(screen.getByLabelText('Email').compareDocumentPosition(box) & follows).toBe(follows);
    const proceed = screen.getByRole('button', { name: 'Continue to payment' });
    expect(box.compareDocumentPosition(proceed) & follows).toBe(follows);
  });
});
