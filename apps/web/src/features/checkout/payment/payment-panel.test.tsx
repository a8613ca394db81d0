import { MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderTokenKey } from '#features/orders/order-token-storage.ts';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { CREATE, payNow } from '#testing/checkout-fixtures.tsx';
import {
  alertText,
  createdOrder,
  errorAnswer,
  preparePaymentPanelTests,
  renderPaymentPanel,
  SIMULATE,
  shipping,
  simulatedFailure,
  simulatedSuccess,
  stubPayments,
  VERIFY,
  verified,
  welcome,
} from '#testing/payment-fixtures.tsx';
import { PAYMENT_NOTICES } from './payment-messages.ts';

const m = MESSAGES.payment;

/**
 * The simulated gateway's dialog once it has taken focus: from then on it has the keys (its
 * Escape listener comes in the same effect). Found as soon as it shows, a busy machine's Escape
 * could come before that effect had run.
 */
async function testDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

preparePaymentPanelTests();

describe('payment pre-check', () => {
  it('asks to fix shipping before any call when the details are not submitted', async () => {
    const api = stubPayments({});
    renderPaymentPanel({ shipping: null });

    fireEvent.click(payNow());

    expect(await alertText()).toBe(m.fixShipping);
    expect(api.calls).toEqual([]);
    expect(payNow().disabled).toBe(false);
  });

  it.each([
    ['an empty city', { ...shipping, city: '' }],
    ['a five-digit PIN', { ...shipping, pin: '56000' }],
    ['no email', { ...shipping, email: ' ' }],
  ])('refuses %s', async (_case, details) => {
    const api = stubPayments({});
    renderPaymentPanel({ shipping: details });

    fireEvent.click(payNow());

    expect(await alertText()).toBe(m.fixShipping);
    expect(api.calls).toEqual([]);
  });
});

describe('simulated payment', () => {
  it('creates the order with the priced details, then pays, verifies and opens the order', async () => {
    storeCart([obsidian]);
    const api = stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [() => verified('ord-uuid-1', 'tok-1')],
    });
    const { router } = renderPaymentPanel({ coupon: welcome });

    fireEvent.click(payNow());
    const dialog = await testDialog();

    // 1,098 − 10% (109.80) = 988.20; tax 8% = 79.06; total 1,067.26 → Rs. 1,067.
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      amount: 1067,
      currency: 'INR',
      orderDetails: {
        user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '9876543210' },
        products: [
          {
            product: 'id-carbon-fibre-obsidian',
            quantity: 2,
            price: 549,
            extraInfo: { model: 'iPhone 16 Pro', brand: 'Apple' },
          },
        ],
        shippingInfo: { ...shipping, apartment: undefined, customerNote: undefined },
        coupon: { _id: 'cmp-1', code: 'WELCOME-ASHA', discount: 0.1 },
        subtotal: 1098,
        discount: 109.8,
        tax: 79.06,
        total: 1067.26,
        paymentMethod: 'Online',
        paymentStatus: 'Pending',
      },
    });
    expect(within(dialog).getByText('Rs. 1,186.00')).toBeTruthy();
    expect(payNow().disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Order page ord-uuid-1' })).toBeTruthy();
    expect(api.callsTo(SIMULATE)[0]?.body).toEqual({
      razorpayOrderId: 'order_A1',
      outcome: 'success',
    });
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({
      razorpayPaymentId: 'pay_S1',
      razorpayOrderId: 'order_A1',
      razorpaySignature: 'f'.repeat(64),
    });
    expect(router.state.location.pathname).toBe('/order-confirmation/ord-uuid-1');
    expect(window.sessionStorage.getItem(orderTokenKey('ord-uuid-1'))).toBe('tok-1');
    expect(storedCart()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('forgets the spent coupon and the coupon attempts once the order is paid', async () => {
    window.localStorage.setItem(STORAGE_KEYS.validCoupon, JSON.stringify(welcome));
    // Three applies in this checkout: they must not lock the welcome code out of the next one.
    const now = Date.now();
    window.localStorage.setItem(
      STORAGE_KEYS.couponAttempts,
      JSON.stringify({ checkoutId: 'p1', attemptsAt: [now, now, now], lockedUntil: null }),
    );
    stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [() => verified()],
    });
    renderPaymentPanel({ coupon: welcome });

    fireEvent.click(payNow());
    fireEvent.click(within(await testDialog()).getByRole('button', { name: 'Pay' }));

    await screen.findByRole('heading', { name: /^Order page/ });
    expect(window.localStorage.getItem(STORAGE_KEYS.validCoupon)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.couponAttempts)).toBeNull();
  });

  it('leaves the cart alone after a buy-now purchase', async () => {
    storeCart([obsidian]);
    stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [() => verified()],
    });
    renderPaymentPanel({ clearsCartWhenPaid: false });

    fireEvent.click(payNow());
    fireEvent.click(within(await testDialog()).getByRole('button', { name: 'Pay' }));

    await screen.findByRole('heading', { name: /^Order page/ });
    expect(storedCart()).toEqual([obsidian]);
  });

  it('Fail reports the failure to the gateway, says so and enables Pay Now again', async () => {
    const api = stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedFailure()],
    });
    renderPaymentPanel();

    fireEvent.click(payNow());
    fireEvent.click(within(await testDialog()).getByRole('button', { name: 'Fail' }));

    expect(await alertText()).toBe(m.failed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(SIMULATE)[0]?.body).toEqual({
      razorpayOrderId: 'order_A1',
      outcome: 'failure',
    });
    expect(api.callsTo(VERIFY)).toEqual([]);
    expect(payNow().disabled).toBe(false);
  });

  it.each([
    ['the Cancel button', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])(
    '%s closes the dialog as a cancelled payment, without a gateway call',
    async (_case, cancel) => {
      const api = stubPayments({ [CREATE]: [() => createdOrder()] });
      renderPaymentPanel();

      fireEvent.click(payNow());
      await testDialog();
      cancel();

      expect(await alertText()).toBe(m.cancelled);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.callsTo(SIMULATE)).toEqual([]);
      expect(payNow().disabled).toBe(false);
    },
  );

  it('holds the dialog buttons while the gateway answers', async () => {
    let answerSimulate: (response: Response) => void = () => undefined;
    stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => new Promise<Response>((resolve) => (answerSimulate = resolve))],
    });
    renderPaymentPanel();
    fireEvent.click(payNow());
    const dialog = await testDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));

    for (const name of ['Pay', 'Fail', 'Cancel']) {
      await waitFor(() =>
        expect(within(dialog).getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true),
      );
    }
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => answerSimulate(simulatedFailure()));
    expect(await alertText()).toBe(m.failed);
  });

  it('sends one gateway call for a double click on Pay', async () => {
    const api = stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [() => verified()],
    });
    renderPaymentPanel();
    fireEvent.click(payNow());
    const pay = within(await testDialog()).getByRole('button', { name: 'Pay' });

    fireEvent.click(pay);
    fireEvent.click(pay);

    await screen.findByRole('heading', { name: /^Order page/ });
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    expect(api.callsTo(VERIFY)).toHaveLength(1);
  });

  it('says an error occurred during payment when the gateway call fails', async () => {
    stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => errorAnswer(500, 'INTERNAL', 'Something went wrong')],
    });
    renderPaymentPanel();

    fireEvent.click(payNow());
    fireEvent.click(within(await testDialog()).getByRole('button', { name: 'Pay' }));

    expect(await alertText()).toBe(m.errorDuring);
    expect(payNow().disabled).toBe(false);
  });
});

describe('busy state', () => {
  it('disables Pay Now while the order is created and sends one request for two presses', async () => {
    let answerCreate: (response: Response) => void = () => undefined;
    const api = stubPayments({
      [CREATE]: [() => new Promise<Response>((resolve) => (answerCreate = resolve))],
    });
    renderPaymentPanel();

    fireEvent.click(payNow());
    fireEvent.click(payNow());

    await waitFor(() => expect(payNow().disabled).toBe(true));
    expect(payNow().getAttribute('aria-busy')).toBe('true');
    expect(api.callsTo(CREATE)).toHaveLength(1);
    await act(async () => answerCreate(errorAnswer(502, 'GATEWAY_ERROR', 'Razorpay is down')));
    expect(await alertText()).toBe('Razorpay is down');
    expect(payNow().disabled).toBe(false);
  });
});
