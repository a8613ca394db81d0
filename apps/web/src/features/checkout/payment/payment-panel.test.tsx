import { MESSAGES, PAYMENT_TIMEOUT_MS, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTokenKey } from '#features/orders/order-token-storage.ts';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { CREATE, payNow } from '#testing/checkout-fixtures.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import {
  checkoutScript,
  createdOrder,
  errorAnswer,
  obsidianLine,
  priceChanged,
  renderPaymentPanel,
  shipping,
  simulatedFailure,
  simulatedSuccess,
  stubPayments,
  verified,
  welcome,
} from '#testing/payment-fixtures.tsx';
import { hangingAnswer } from '#testing/stub-api-calls.ts';
import { PAYMENT_NOTICES } from './payment-messages.ts';

const m = MESSAGES.payment;
const VERIFY = '/payments/verify-payment';
const SIMULATE = '/payments/simulate';

const testDialog = () => screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle });
const alertText = async () => (await screen.findByRole('alert')).textContent;

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'Razorpay');
  checkoutScript()?.remove();
});

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

describe('create-order errors', () => {
  it.each([
    [
      'the server message of a gateway failure',
      () => errorAnswer(502, 'GATEWAY_ERROR', 'The payment gateway is unavailable'),
      'The payment gateway is unavailable',
    ],
    [
      'the reason a coupon is refused',
      () => errorAnswer(409, 'COUPON_NOT_USABLE', 'This coupon is only valid on a first order'),
      'This coupon is only valid on a first order',
    ],
    [
      'the Razorpay order message when no server message comes',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      m.createRazorpayOrder,
    ],
    [
      'the order message when the answer is unusable',
      () => jsonResponse({ razorpayOrderId: 'order_A1' }, 201),
      m.createOrder,
    ],
  ])('shows %s', async (_case, answer, message) => {
    stubPayments({ [CREATE]: [answer] });
    renderPaymentPanel();

    fireEvent.click(payNow());

    expect(await alertText()).toBe(message);
    expect(payNow().disabled).toBe(false);
  });

  it('shows the Razorpay order message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPaymentPanel();

    fireEvent.click(payNow());

    expect(await alertText()).toBe(m.createRazorpayOrder);
  });

  it('says an error occurred during checkout when the order cannot even be built', async () => {
    const api = stubPayments({});
    renderPaymentPanel({ lines: [{ ...obsidianLine, price: 549.999 }] });

    fireEvent.click(payNow());

    expect(await alertText()).toBe(m.checkoutError);
    expect(api.calls).toEqual([]);
  });

  it('shows the server figures on PRICE_CHANGED and hands them to the page', async () => {
    stubPayments({
      [CREATE]: [() => errorAnswer(409, 'PRICE_CHANGED', 'Prices changed', priceChanged)],
    });
    const { onPricesChanged } = renderPaymentPanel();

    fireEvent.click(payNow());

    expect(await alertText()).toBe(PAYMENT_NOTICES.priceChanged);
    const figures = screen.getByText('Amount payable', { selector: 'dt' }).closest('dl');
    expect(figures?.textContent).toBe(
      'SubtotalRs. 1,198.00TaxRs. 95.84TotalRs. 1,293.84Amount payableRs. 1,294.00',
    );
    expect(onPricesChanged).toHaveBeenCalledWith(priceChanged);
    expect(payNow().disabled).toBe(false);
  });

  it('shows the server message for a PRICE_CHANGED without usable figures', async () => {
    stubPayments({ [CREATE]: [() => errorAnswer(409, 'PRICE_CHANGED', 'Prices changed')] });
    const { onPricesChanged } = renderPaymentPanel();

    fireEvent.click(payNow());

    expect(await alertText()).toBe('Prices changed');
    expect(onPricesChanged).not.toHaveBeenCalled();
  });
});

describe('verification', () => {
  async function payInDialog() {
    fireEvent.click(payNow());
    fireEvent.click(within(await testDialog()).getByRole('button', { name: 'Pay' }));
  }

  it('says verification failed when the server refuses the payment, and starts afresh after', async () => {
    const api = stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [
        () =>
          jsonResponse(
            { success: false, message: 'Payment verification failed. Please contact support.' },
            400,
          ),
      ],
    });
    renderPaymentPanel();

    await payInDialog();

    expect(await alertText()).toBe(m.verificationFailed);
    expect(payNow().disabled).toBe(false);
    fireEvent.click(payNow());
    await testDialog();
    expect(api.callsTo(CREATE)).toHaveLength(2);
  });

  it.each([
    [
      'the server message',
      () => errorAnswer(502, 'GATEWAY_ERROR', 'Could not reach Razorpay'),
      'Could not reach Razorpay',
    ],
    [
      'the verification error without one',
      () => new Response('upstream crashed', { status: 503 }),
      m.verificationError,
    ],
  ])(
    'shows %s when the verify call fails, then Pay Now checks the same payment again',
    async (_case, failure, message) => {
      storeCart([obsidian]);
      const api = stubPayments({
        [CREATE]: [() => createdOrder()],
        [SIMULATE]: [() => simulatedSuccess()],
        [VERIFY]: [failure, () => verified('ord-uuid-7', 'tok-7')],
      });
      renderPaymentPanel();

      await payInDialog();

      expect(await alertText()).toBe(message);
      expect(screen.getByText(PAYMENT_NOTICES.unconfirmed)).toBeTruthy();
      expect(storedCart()).toEqual([obsidian]);
      expect(payNow().disabled).toBe(false);

      fireEvent.click(payNow());

      expect(await screen.findByRole('heading', { name: 'Order page ord-uuid-7' })).toBeTruthy();
      // The retry verified the payment already made: no new order, no second payment.
      expect(api.callsTo(CREATE)).toHaveLength(1);
      expect(api.callsTo(SIMULATE)).toHaveLength(1);
      const [first, second] = api.callsTo(VERIFY);
      expect(second?.body).toEqual(first?.body);
      expect(storedCart()).toEqual([]);
    },
  );
});

describe('payment timeout', () => {
  it('stops waiting for create-order after 60 s, says nothing was charged and lets the shopper retry', async () => {
    const api = stubPayments({ [CREATE]: [hangingAnswer, () => createdOrder()] });
    renderPaymentPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(payNow());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS);
    });

    expect(screen.getByRole('alert').textContent).toBe(PAYMENT_NOTICES.timedOut);
    expect(api.callsTo(CREATE)[0]?.signal?.aborted).toBe(true);
    expect(payNow().disabled).toBe(false);
    vi.useRealTimers();

    fireEvent.click(payNow());

    // The retry asks for the same cart again; the server reuses its unpaid gateway order.
    expect(await testDialog()).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(2);
    expect(api.callsTo(CREATE)[1]?.body).toEqual(api.callsTo(CREATE)[0]?.body);
  });

  it('does not give up before 60 s', async () => {
    stubPayments({ [CREATE]: [hangingAnswer] });
    renderPaymentPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(payNow());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS - 1);
    });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(payNow().disabled).toBe(true);
  });

  it('after a verify that times out, re-verifies the same payment instead of paying again', async () => {
    const api = stubPayments({
      [CREATE]: [() => createdOrder()],
      [SIMULATE]: [() => simulatedSuccess()],
      [VERIFY]: [hangingAnswer, () => verified('ord-uuid-9', 'tok-9')],
    });
    renderPaymentPanel();
    fireEvent.click(payNow());
    const dialog = await testDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS);
    });

    expect(screen.getByRole('alert').textContent).toBe(m.verificationError);
    expect(screen.getByText(PAYMENT_NOTICES.unconfirmed)).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(payNow());

    expect(await screen.findByRole('heading', { name: 'Order page ord-uuid-9' })).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(VERIFY)).toHaveLength(2);
    expect(window.sessionStorage.getItem(orderTokenKey('ord-uuid-9'))).toBe('tok-9');
  });
});
