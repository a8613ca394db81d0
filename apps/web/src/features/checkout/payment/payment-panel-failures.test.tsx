import { MESSAGES, PAYMENT_TIMEOUT_MS } from '@skins/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderTokenKey } from '#features/orders/order-token-storage.ts';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { CREATE, payNow } from '#testing/checkout-fixtures.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import {
  alertText,
  createdOrder,
  errorAnswer,
  obsidianLine,
  preparePaymentPanelTests,
  priceChanged,
  renderPaymentPanel,
  SIMULATE,
  simulatedSuccess,
  stubPayments,
  VERIFY,
  verified,
} from '#testing/payment-fixtures.tsx';
import { hangingAnswer } from '#testing/stub-api-calls.ts';
import { PAYMENT_NOTICES } from './payment-messages.ts';

// The payment panel when something goes wrong: create-order refused or unreachable, a payment
// the server does not verify, answers that never come. The paths that succeed are in
// payment-panel.test.tsx, Razorpay's Checkout in payment-panel-razorpay.test.tsx.

const m = MESSAGES.payment;

const testDialog = () => screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle });

preparePaymentPanelTests();

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
      'the product a sold-out refusal names (decision 065)',
      () =>
        errorAnswer(
          409,
          'OUT_OF_STOCK',
          'Carbon Fibre Obsidian is sold out. Please remove it from your cart and try again.',
        ),
      'Carbon Fibre Obsidian is sold out. Please remove it from your cart and try again.',
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
