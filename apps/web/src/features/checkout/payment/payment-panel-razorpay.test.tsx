import { MESSAGES } from '@skins/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderTokenKey } from '#features/orders/order-token-storage.ts';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { CREATE, payNow } from '#testing/checkout-fixtures.tsx';
import {
  type Answer,
  alertText,
  checkoutScript,
  createdOrder,
  installRazorpayStub,
  preparePaymentPanelTests,
  renderPaymentPanel,
  stubPayments,
  VERIFY,
  verified,
  welcome,
} from '#testing/payment-fixtures.tsx';

// The payment panel with the real gateway's Checkout (a stub of window.Razorpay): the simulated
// gateway, the busy state, errors and timeouts are in payment-panel.test.tsx.

const m = MESSAGES.payment;

preparePaymentPanelTests();

describe('razorpay mode', () => {
  const razorpayOrder = () => createdOrder({ mode: 'razorpay', keyId: 'rzp_live_key' });

  /** Checkout already on the page, Pay Now pressed, and Checkout opened with the order. */
  async function openCheckout(verify: Answer[] = []) {
    const api = stubPayments({ [CREATE]: [() => razorpayOrder()], [VERIFY]: verify });
    const stub = installRazorpayStub();
    renderPaymentPanel();
    fireEvent.click(payNow());
    await waitFor(() => expect(stub.opened).toHaveLength(1));
    return { api, stub };
  }

  /** The page's Checkout script tag, once it is added. */
  function addedScript() {
    return waitFor(() => {
      const found = checkoutScript();
      if (!found) throw new Error('no script yet');
      return found;
    });
  }

  it('loads Checkout, opens it with the order, and verifies what its handler receives', async () => {
    storeCart([obsidian]);
    const api = stubPayments({
      [CREATE]: [() => razorpayOrder()],
      [VERIFY]: [() => verified('ord-uuid-2', 'tok-2')],
    });
    const { router } = renderPaymentPanel({ coupon: welcome });

    fireEvent.click(payNow());
    const script = await addedScript();
    expect(script.async).toBe(true);
    // The script defines the global as it runs; the stub stands in for it.
    const stub = installRazorpayStub();
    fireEvent.load(script);

    await waitFor(() => expect(stub.opened).toHaveLength(1));
    const { options, pay } = stub.session();
    expect(options).toMatchObject({
      key: 'rzp_live_key',
      amount: 118_600,
      currency: 'INR',
      order_id: 'order_A1',
      name: 'Skins',
      description: 'Order of 2 items',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
      notes: { couponCode: 'WELCOME-ASHA', discountPercent: '10' },
      theme: { color: '#b45309' },
    });
    expect(typeof options.modal.ondismiss).toBe('function');
    expect(payNow().disabled).toBe(true);

    act(() =>
      pay({
        razorpay_payment_id: 'pay_R1',
        razorpay_order_id: 'order_A1',
        razorpay_signature: 'a'.repeat(64),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Order page ord-uuid-2' })).toBeTruthy();
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({
      razorpayPaymentId: 'pay_R1',
      razorpayOrderId: 'order_A1',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(router.state.location.pathname).toBe('/order-confirmation/ord-uuid-2');
    expect(window.sessionStorage.getItem(orderTokenKey('ord-uuid-2'))).toBe('tok-2');
    expect(storedCart()).toEqual([]);
  });

  it('uses the loaded script without adding it again', async () => {
    await openCheckout();

    expect(checkoutScript()).toBeNull();
  });

  it('says the payment was cancelled when Checkout is closed, and enables Pay Now', async () => {
    const { stub } = await openCheckout();

    act(() => stub.session().dismiss());

    expect(await alertText()).toBe(m.cancelled);
    expect(payNow().disabled).toBe(false);
  });

  it('says the payment failed on payment.failed, and keeps saying so when Checkout closes', async () => {
    const { stub } = await openCheckout();

    act(() => stub.session().fail());

    expect(await alertText()).toBe(m.failed);
    expect(payNow().disabled).toBe(false);
    act(() => stub.session().dismiss());
    expect(screen.getByRole('alert').textContent).toBe(m.failed);
  });

  it('still records a payment that succeeds in Checkout after a failed attempt', async () => {
    const { stub } = await openCheckout([() => verified('ord-uuid-3', 'tok-3')]);
    act(() => stub.session().fail());

    act(() =>
      stub.session().pay({
        razorpay_payment_id: 'pay_R2',
        razorpay_order_id: 'order_A1',
        razorpay_signature: 'b'.repeat(64),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Order page ord-uuid-3' })).toBeTruthy();
  });

  it('says the gateway failed to load when the script does not load, and tries again next time', async () => {
    const api = stubPayments({ [CREATE]: [() => razorpayOrder()] });
    renderPaymentPanel();

    fireEvent.click(payNow());
    fireEvent.error(await addedScript());

    expect(await alertText()).toBe(m.loadGateway);
    expect(checkoutScript()).toBeNull();
    expect(payNow().disabled).toBe(false);
    fireEvent.click(payNow());
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    expect(api.callsTo(CREATE)).toHaveLength(2);
  });

  it('says the gateway is not loaded when the script loads without Checkout', async () => {
    stubPayments({ [CREATE]: [() => razorpayOrder()] });
    renderPaymentPanel();

    fireEvent.click(payNow());
    fireEvent.load(await addedScript());

    expect(await alertText()).toBe(m.gatewayNotLoaded);
    expect(checkoutScript()).toBeNull();
    expect(payNow().disabled).toBe(false);
  });

  it('says an error occurred during payment when Checkout cannot open', async () => {
    stubPayments({ [CREATE]: [() => razorpayOrder()] });
    installRazorpayStub({ throwOnOpen: true });
    renderPaymentPanel();

    fireEvent.click(payNow());

    expect(await alertText()).toBe(m.errorDuring);
    expect(payNow().disabled).toBe(false);
  });

  it('treats a handler answer without the payment ids as a verification error', async () => {
    const { api, stub } = await openCheckout();

    act(() => stub.session().pay({ razorpay_payment_id: 'pay_R1' }));

    expect(await alertText()).toBe(m.verificationError);
    expect(api.callsTo(VERIFY)).toEqual([]);
  });
});
