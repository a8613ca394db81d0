import { STORAGE_KEYS } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderTokenKey } from '#features/orders/order-token-storage.ts';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import {
  errorAnswer,
  renderPaymentPanel,
  TEST_CHECKOUT_ID,
  welcome,
} from '#testing/payment-fixtures.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

const COD = '/payments/cod';
const codOption = () => screen.getByRole<HTMLInputElement>('radio', { name: /Cash on delivery/ });
const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
const placed = () => jsonResponse({ orderId: 'ord-cod-1', token: 'tok-cod', number: 1042 }, 201);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('cash on delivery at the payment step', () => {
  it('offers no choice while the shop does not take it: Pay Now as before', () => {
    renderPaymentPanel();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/cash on delivery/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('offers it beside online payment (online chosen) when on and within the limit', () => {
    renderPaymentPanel({ codMaxOrder: 5000 });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay online/ }).checked).toBe(true);
    expect(codOption().disabled).toBe(false);
    const online =
      'Pay securely by card, UPI or netbanking. Your order is placed once the payment is confirmed.';
    expect(screen.getByText(online)).toBeTruthy();
    fireEvent.click(codOption());
    expect(placeOrder()).toBeTruthy();
    expect(screen.getByText('You pay the courier in cash when your order arrives.')).toBeTruthy();
    // The payment box's own words follow the choice.
    expect(
      screen.getByText('Nothing is paid now: your order is placed as soon as you tap Place order.'),
    ).toBeTruthy();
    expect(screen.queryByText(online)).toBeNull();
  });

  it('shows it disabled with the reason over the limit, and keeps online payment', () => {
    // Two Obsidian skins come to Rs. 1,186: over a Rs. 1,000 limit.
    renderPaymentPanel({ codMaxOrder: 1000 });
    expect(codOption().disabled).toBe(true);
    expect(
      screen.getByText('Cash on delivery is available on orders up to Rs. 1,000.00.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('places the order once for a double click, with the checkout id, then opens the confirmation', async () => {
    storeCart([obsidian]);
    let release: () => void = () => undefined;
    const stub = stubApiCalls(
      (call) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(call.path === COD ? placed() : errorAnswer(404, 'NOT_FOUND', ''));
        }),
    );
    const { router } = renderPaymentPanel({ codMaxOrder: 5000, coupon: welcome });
    fireEvent.click(codOption());
    fireEvent.click(placeOrder());
    fireEvent.click(placeOrder());
    expect(placeOrder().disabled).toBe(true);
    release();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/order-confirmation/ord-cod-1'),
    );
    expect(stub.callsTo(COD)).toHaveLength(1);
    expect(stub.callsTo(COD)[0]?.body).toMatchObject({
      checkoutId: TEST_CHECKOUT_ID,
      amount: 1067,
      orderDetails: { paymentMethod: 'COD', paymentStatus: 'Pending' },
    });
    expect(window.sessionStorage.getItem(orderTokenKey('ord-cod-1'))).toBe('tok-cod');
    expect(storedCart()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.validCoupon)).toBeNull();
  });

  it('shows the server’s reason when it refuses (over its limit), and lets the shopper choose again', async () => {
    stubApiCalls(() =>
      errorAnswer(
        409,
        'COD_NOT_AVAILABLE',
        'Cash on delivery is available on orders up to Rs. 500.00.',
      ),
    );
    renderPaymentPanel({ codMaxOrder: 5000 });
    fireEvent.click(codOption());
    fireEvent.click(placeOrder());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cash on delivery is available on orders up to Rs. 500.00.',
    );
    expect(placeOrder().disabled).toBe(false);
  });
});
