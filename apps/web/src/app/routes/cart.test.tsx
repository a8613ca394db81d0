import { type Category, MESSAGES, STORAGE_KEYS, TOAST_DURATION_MS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  marble,
  obsidian,
  storeCart,
  storedCart,
  stubProducts,
  toastPositionOf,
} from '#testing/cart-fixtures.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { SEEDED_CATEGORY_ANSWERS } from '#testing/stub-api-calls.ts';

const itemsRegion = () => screen.getByRole('region', { name: 'Items' });
const lineOf = (name: string) => within(itemsRegion()).getByRole('article', { name });

beforeEach(() => {
  // The gate is someone else's subject: an unlocked browser shows the store at once.
  window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cart page', () => {
  it('says "Your Cart is Empty" with a way back to the shop: the bar’s first category now', async () => {
    // The owner renamed Mobile Skins (decision 067): the link takes its slug now, not a 301.
    const renamed = { ...(SEEDED_CATEGORY_ANSWERS[0] as Category), slug: 'phone-skins' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ data: [renamed, ...SEEDED_CATEGORY_ANSWERS.slice(1)] }),
      ),
    );
    renderApp('/cart');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.cart.empty }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
        '/category/phone-skins',
      ),
    );
    await waitFor(() => expect(document.title).toBe('Your Cart is Empty — Skins'));
  });

  it('shows the lines in the full layout, the totals and Checkout', async () => {
    storeCart([obsidian, marble]);
    stubProducts();
    renderApp('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (2)' })).toBeTruthy();
    const line = lineOf('Carbon Fibre Obsidian');
    expect(within(line).getByText('Apple - iPhone 16 Pro')).toBeTruthy();
    expect(within(line).getByText('Rs. 549.00 each')).toBeTruthy();
    expect(within(line).getByText('Rs. 1,098.00')).toBeTruthy();
    expect(within(lineOf('Marble Arctic')).getByText('Apple - MacBook Air 13" M3')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').closest('dl')?.textContent).toBe(
      'SubtotalRs. 1,997.00Tax (8%)Rs. 159.76TotalRs. 2,156.76',
    );
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('taxes each line at its category rate; the tax line names a rate only when one applies', async () => {
    // Decision 066: 8% of Rs. 1,098.00 = 87.84 and 18% of Rs. 899.00 = 161.82.
    storeCart([obsidian, { ...marble, gstRate: 0.18 }]);
    stubProducts();
    renderApp('/cart');

    await screen.findByRole('heading', { level: 1, name: 'Your Cart (2)' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').closest('dl')?.textContent).toBe(
      'SubtotalRs. 1,997.00TaxRs. 249.66TotalRs. 2,246.66',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carbon Fibre Obsidian' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(within(summary).getByText('Subtotal').closest('dl')?.textContent).toBe(
        'SubtotalRs. 899.00Tax (18%)Rs. 161.82TotalRs. 1,060.82',
      ),
    );
  });

  it('keeps the minimum of 1 with the info toast, and steps up', async () => {
    storeCart([{ ...obsidian, quantity: 1 }]);
    stubProducts();
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (1)' });
    vi.useFakeTimers();
    const line = lineOf('Carbon Fibre Obsidian');

    fireEvent.click(within(line).getByRole('button', { name: 'Decrease quantity' }));

    expect(toastPositionOf(MESSAGES.cart.minQuantity)).toBe('top-right');
    expect(storedCart()[0]?.quantity).toBe(1);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText(MESSAGES.cart.minQuantity)).toBeNull();
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(within(line).getByRole('status', { name: 'Quantity' }).textContent).toBe('2');
    expect(storedCart()[0]?.quantity).toBe(2);
  });

  it('removes the last line after confirmation and shows the empty page', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (1)' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Carbon Fibre Obsidian' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Are you sure you want to remove "Carbon Fibre Obsidian" from the cart?',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.cart.empty })).toBeTruthy();
    expect(toastPositionOf('Carbon Fibre Obsidian removed from cart')).toBe('top-left');
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('refreshes prices on opening and holds Checkout back for a product that is gone', async () => {
    storeCart([obsidian, marble]);
    stubProducts({ [obsidian._id]: { price: 499 }, [marble._id]: { status: 404 } });
    renderApp('/cart');

    expect(
      await screen.findByText(
        'The price of Carbon Fibre Obsidian changed from Rs. 549.00 to Rs. 499.00.',
      ),
    ).toBeTruthy();
    expect(within(lineOf('Carbon Fibre Obsidian')).getByText('Rs. 998.00')).toBeTruthy();
    expect(within(lineOf('Marble Arctic')).getByText('No longer available')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('button', { name: 'Checkout' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(summary).getByText(/no longer available to check out/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(/changed from/)).toBeNull();
  });
});
