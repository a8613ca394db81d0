import { type CartItem, MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marble, obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import {
  CREATE,
  currentStep,
  fillShipping,
  PIPELINE,
  payInTestDialog,
  payNow,
  prepareCheckoutTests,
  stubShop,
  summary,
} from '#testing/checkout-fixtures.tsx';
import {
  createdOrder,
  errorAnswer,
  simulatedSuccess,
  verified,
} from '#testing/payment-fixtures.tsx';
import { renderApp } from '#testing/render-app.tsx';
import { PAYMENT_NOTICES } from './payment/payment-messages.ts';

prepareCheckoutTests();

describe('checkout routes', () => {
  it('sends /checkout to a fresh pipeline that pays for the cart', async () => {
    storeCart([obsidian]);
    stubShop();

    const { router } = renderApp('/checkout');

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/checkout\/p\/[0-9a-f]{24}\/pay$/),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  });

  it('gives every visit to /checkout its own id', async () => {
    storeCart([obsidian]);
    stubShop();
    const { router } = renderApp('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const first = router.state.location.pathname;

    await act(() => router.navigate('/checkout'));

    await waitFor(() => expect(router.state.location.pathname).not.toBe(first));
    expect(router.state.location.pathname).toMatch(/^\/checkout\/p\/[0-9a-f]{24}\/pay$/);
  });

  it('sends an empty cart to /cart', async () => {
    stubShop();

    const { router } = renderApp(`${PIPELINE}/pay`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: MESSAGES.cart.empty })).toBeTruthy();
  });

  it('sends a buy-now without a product to /cart', async () => {
    storeCart([obsidian]);
    stubShop();

    const { router } = renderApp(`${PIPELINE}/buy-now`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends a buy-now whose product fails to load to /cart', async () => {
    stubShop();

    const { router } = renderApp(`${PIPELINE}/buy-now/no-such-product`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('keeps checkout pages out of search indexes', async () => {
    storeCart([obsidian]);
    stubShop();

    renderApp(`${PIPELINE}/pay`);

    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    await waitFor(() => expect(document.title).toBe('Checkout — Skins'));
  });
});

describe('cart checkout', () => {
  it('walks Shipping → Payment, pays, empties the cart and shows the order', async () => {
    storeCart([obsidian, marble]);
    const api = stubShop({
      [CREATE]: [() => createdOrder()],
      '/payments/simulate': [() => simulatedSuccess()],
      '/payments/verify-payment': [() => verified('ord-uuid-1', 'tok-1')],
    });
    const { router } = renderApp(`${PIPELINE}/pay`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(currentStep()).toContain('Shipping');
    expect(summary().textContent).toContain('Carbon Fibre Obsidian');
    expect(summary().textContent).toContain('Apple - iPhone 16 Pro');
    expect(summary().textContent).toContain('Marble Arctic');

    fireEvent.click(payNow());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.payment.fixShipping);
    expect(api.callsTo(CREATE)).toEqual([]);

    fillShipping();
    expect(await screen.findByRole('heading', { name: 'Shipping to' })).toBeTruthy();
    expect(currentStep()).toContain('Payment');

    await payInTestDialog();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order-confirmation/ord-uuid-1');
    expect(storedCart()).toEqual([]);
    // 2 × 549 + 899 = 1,997; tax 159.76; total 2,156.76 → Rs. 2,157.
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      amount: 2157,
      orderDetails: {
        products: [
          { product: obsidian._id, quantity: 2, price: 549 },
          { product: marble._id, quantity: 1, price: 899 },
        ],
        coupon: null,
      },
    });
    const orderCall = api.calls.find((call) => call.path === '/orders/ord-uuid-1');
    expect(orderCall?.headers.get('X-Order-Token')).toBe('tok-1');
  });

  it('keeps the submitted shipping details across a reload of the same checkout', async () => {
    storeCart([obsidian]);
    stubShop();
    const first = renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    first.unmount();

    renderApp(`${PIPELINE}/pay`);

    expect(await screen.findByRole('heading', { name: 'Shipping to' })).toBeTruthy();
    expect(currentStep()).toContain('Payment');
  });

  it('prefills, but does not submit, the details in a new checkout', async () => {
    storeCart([obsidian]);
    stubShop();
    const first = renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    first.unmount();

    renderApp('/checkout/p/ffffffffffffffffffffffff/pay');

    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Bengaluru');
    expect(currentStep()).toContain('Shipping');
  });

  it('re-prices the cart with the server figures on PRICE_CHANGED and pays the new amount', async () => {
    storeCart([{ ...obsidian, quantity: 2 }]);
    const prices: Record<string, number> = { [obsidian._id]: 549 };
    const api = stubShop(
      {
        [CREATE]: [
          () =>
            errorAnswer(409, 'PRICE_CHANGED', 'Prices changed', {
              subtotal: 1198,
              discount: 0,
              tax: 95.84,
              total: 1293.84,
              amount: 1294,
              lines: [{ product: obsidian._id, price: 599 }],
            }),
          () => createdOrder({ amount: 129_400 }),
        ],
      },
      prices,
    );
    renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    // The price moves while the shopper fills in the form.
    prices[obsidian._id] = 599;

    fireEvent.click(payNow());

    expect(await screen.findByText(PAYMENT_NOTICES.priceChanged)).toBeTruthy();
    await waitFor(() => expect(summary().textContent).toContain('Rs. 1,294.00'));
    expect(storedCart()[0]?.price).toBe(599);
    fireEvent.click(payNow());
    expect(
      await screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle }),
    ).toBeTruthy();
    expect(api.callsTo(CREATE)[1]?.body).toMatchObject({
      amount: 1294,
      orderDetails: { products: [{ product: obsidian._id, price: 599 }], total: 1293.84 },
    });
  });

  it('takes a refused coupon off with the server reason, and pays without it', async () => {
    storeCart([obsidian]);
    window.localStorage.setItem(
      STORAGE_KEYS.validCoupon,
      JSON.stringify({ _id: 'cmp-1', code: 'WELCOME-ASHA', discount: 0.1 }),
    );
    const reason = 'This coupon is only for a first order';
    const api = stubShop({
      [CREATE]: [() => errorAnswer(409, 'COUPON_NOT_USABLE', reason), () => createdOrder()],
    });
    renderApp(`${PIPELINE}/pay`);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(summary().textContent).toContain('WELCOME-ASHA');
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });

    fireEvent.click(payNow());

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(reason),
    );
    expect(summary().textContent).not.toContain('Discount');
    fireEvent.click(payNow());
    await screen.findByRole('dialog', { name: PAYMENT_NOTICES.simulatedTitle });
    // The refusal was about the last attempt: a new payment takes it away.
    expect(screen.queryByText(reason)).toBeNull();
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      orderDetails: { coupon: { code: 'WELCOME-ASHA' } },
    });
    expect(api.callsTo(CREATE)[1]?.body).toMatchObject({ orderDetails: { coupon: null } });
  });

  it('holds Pay Now while an item is no longer sold', async () => {
    storeCart([obsidian, { ...marble, _id: 'id-gone' } satisfies CartItem]);
    stubShop();

    renderApp(`${PIPELINE}/pay`);

    await waitFor(() => expect(payNow().disabled).toBe(true));
    expect(screen.getByRole('link', { name: 'Review your cart' }).getAttribute('href')).toBe(
      '/cart',
    );
  });
});

describe('footer', () => {
  it('links Track Order among the customer service pages', async () => {
    stubShop();

    renderApp('/track-order');

    expect(await screen.findByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
    const service = within(screen.getByRole('navigation', { name: 'Customer service' }));
    expect(service.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      '/track-order',
    );
  });
});
