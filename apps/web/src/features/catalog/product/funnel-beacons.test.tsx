import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { prepareCheckoutTests, stubShop } from '#testing/checkout-fixtures.tsx';
import { buildProduct } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { ProductPurchase } from './product-purchase.tsx';

// The storefront's funnel beacons (decision 064): a product page's view, an add to cart and a
// checkout's start each send one, and a beacon that fails breaks nothing.

prepareCheckoutTests();

let beacons: { url: string; body: unknown }[] = [];
const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');

function stubSendBeacon(implementation?: () => boolean) {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    // A string: sent as text/plain, which the server's route reads as JSON.
    value: (url: string, data: string) => {
      beacons.push({ url, body: JSON.parse(data) });
      return implementation ? implementation() : true;
    },
  });
}

beforeEach(() => {
  beacons = [];
  stubSendBeacon();
});
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'sendBeacon', original);
  else Reflect.deleteProperty(navigator, 'sendBeacon');
});

const sent = async (count: number) => {
  await vi.waitFor(() => expect(beacons).toHaveLength(count));
  return beacons;
};

describe('funnel beacons', () => {
  it('counts a product page view, then an add to cart, as JSON to /api/events', async () => {
    const product = buildProduct({ compatibility: [{ brand: 'Apple', models: ['iPhone 16'] }] });
    render(<ProductPurchase product={product} />);
    expect(await sent(1)).toEqual([
      { url: '/api/events', body: { type: 'product-view', productId: product._id } },
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), {
      target: { value: 'iPhone 16' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await sent(2))[1]?.body).toEqual({ type: 'add-to-cart', productId: product._id });
  });

  it('counts a checkout once when it opens, naming no product', async () => {
    storeCart([obsidian]);
    stubShop();
    renderApp('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect((await sent(1)).map((beacon) => beacon.body)).toEqual([{ type: 'checkout-start' }]);
  });

  it('lets the cart work when the beacon throws, or the browser has none', async () => {
    stubSendBeacon(() => {
      throw new Error('beacon refused');
    });
    const product = buildProduct({ compatibility: [] });
    render(<ProductPurchase product={product} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart().map((item) => item.quantity)).toEqual([1]);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart().map((item) => item.quantity)).toEqual([2]);
  });
});
