import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marble, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import {
  CREATE,
  fillShipping,
  PIPELINE,
  payInTestDialog,
  payNow,
  prepareCheckoutTests,
  stubShop,
  summary,
} from '#testing/checkout-fixtures.tsx';
import { createdOrder, simulatedSuccess, verified } from '#testing/payment-fixtures.tsx';
import { renderApp } from '#testing/render-app.tsx';

prepareCheckoutTests();

describe('buy-now checkout', () => {
  it('buys the one product with the chosen device, leaving the cart as it was', async () => {
    storeCart([marble]);
    const api = stubShop({
      [CREATE]: [() => createdOrder()],
      '/payments/simulate': [() => simulatedSuccess()],
      '/payments/verify-payment': [() => verified('ord-uuid-1', 'tok-1')],
    });
    const { router } = renderApp(`${PIPELINE}/buy-now/id-buy-me?brand=Apple&model=iPhone+16`);

    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(summary().textContent).toContain('Buy Me Skin');
    expect(summary().textContent).toContain('Apple - iPhone 16');
    expect(summary().textContent).not.toContain('Marble Arctic');
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });

    await payInTestDialog();

    await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' });
    expect(router.state.location.pathname).toBe('/order-confirmation/ord-uuid-1');
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      // 649 + 8% = 700.92 → Rs. 701.
      amount: 701,
      orderDetails: {
        products: [
          {
            product: 'id-buy-me',
            quantity: 1,
            price: 649,
            extraInfo: { brand: 'Apple', model: 'iPhone 16' },
          },
        ],
      },
    });
    expect(storedCart()).toEqual([marble]);
  });

  it('asks for the model when none was chosen, and holds Pay Now until it is', async () => {
    stubShop();
    const { router } = renderApp(`${PIPELINE}/buy-now/id-buy-me`);

    const device = await screen.findByRole('region', { name: 'Your device' });
    expect(within(device).getByText('Please choose your device model.')).toBeTruthy();
    expect(payNow().disabled).toBe(true);

    fireEvent.change(within(device).getByRole('combobox', { name: 'Model' }), {
      target: { value: 'iPhone 16 Pro' },
    });

    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(new URLSearchParams(router.state.location.search).get('model')).toBe('iPhone 16 Pro');
    expect(summary().textContent).toContain('Apple - iPhone 16 Pro');
  });
});
