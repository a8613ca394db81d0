import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  marble,
  obsidian,
  renderCartShell,
  storeCart,
  storedCart,
  stubProducts,
  stubWindowWidth,
} from '#testing/cart-fixtures.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { updateCart } from '../state/cart-store.ts';

// Through the drawer, where the shopper meets the check; the cart page uses the same hook.
const drawer = () => screen.getByRole('dialog', { name: /^Your Cart/ });
const lineOf = (name: string) => within(drawer()).getByRole('article', { name });

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: /^Cart/ }));
  return screen.findByRole('dialog', { name: /^Your Cart/ });
}

beforeEach(() => {
  stubWindowWidth(1280);
});

describe('fresh prices in the drawer', () => {
  it('re-prices a changed line with a notice and marks a product gone', async () => {
    storeCart([obsidian, marble]);
    const fetchFn = stubProducts({
      [obsidian._id]: { price: 599 },
      [marble._id]: { status: 404 },
    });
    renderCartShell();
    await openDrawer();

    expect(
      await within(drawer()).findByText(
        'The price of Carbon Fibre Obsidian changed from Rs. 549.00 to Rs. 599.00.',
      ),
    ).toBeTruthy();
    expect(within(lineOf('Carbon Fibre Obsidian')).getByText('Rs. 1,198.00')).toBeTruthy();
    // Saved by an effect, which may run just after the new price is on screen.
    await vi.waitFor(() => expect(storedCart()[0]?.price).toBe(599));
    const goneLine = lineOf('Marble Arctic');
    expect(within(goneLine).getByText('No longer available')).toBeTruthy();
    // The summary counts only what can still be bought: 2 × 599, tax 95.84.
    expect(within(drawer()).getByText('Subtotal').closest('dl')?.textContent).toBe(
      'SubtotalRs. 1,198.00Tax (8%)Rs. 95.84TotalRs. 1,293.84',
    );
    const checkout = within(drawer()).getByRole('button', { name: 'Checkout' });
    expect(checkout.hasAttribute('disabled')).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(checkout.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Remove the items that are no longer available to check out.');
    expect(fetchFn.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      `/api/products/${obsidian._id}`,
      `/api/products/${marble._id}`,
    ]);

    fireEvent.click(within(goneLine).getByRole('button', { name: 'Remove Marble Arctic' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(within(drawer()).getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('marks a product that sold out since it was added (decision 065): Sold out, left out of the totals, checkout held', async () => {
    storeCart([obsidian, marble]);
    stubProducts({ [marble._id]: { soldOut: true } });
    renderCartShell();
    await openDrawer();

    const soldOutLine = lineOf('Marble Arctic');
    expect(await within(soldOutLine).findByText('Sold out')).toBeTruthy();
    expect(within(lineOf('Carbon Fibre Obsidian')).queryByText('Sold out')).toBeNull();
    const checkout = within(drawer()).getByRole('button', { name: 'Checkout' });
    expect(checkout.hasAttribute('disabled')).toBe(true);
    expect(within(drawer()).getByText('Subtotal').closest('dl')?.textContent).toContain(
      'SubtotalRs. 1,098.00Tax',
    );
  });

  it('marks a product withdrawn since the drawer was last opened', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    stubProducts({ [obsidian._id]: { status: 404 } });
    await openDrawer();

    expect(
      await within(lineOf('Carbon Fibre Obsidian')).findByText('No longer available'),
    ).toBeTruthy();
  });

  it('asks once per product, however many devices it is in the cart for', async () => {
    storeCart([obsidian, { ...obsidian, selectedModel: 'iPhone 16', quantity: 1 }]);
    const fetchFn = stubProducts();
    renderCartShell();
    await openDrawer();

    await waitFor(() => expect(fetchFn).toHaveBeenCalledOnce());
    expect(within(drawer()).getByRole('heading', { name: 'Your Cart (2)' })).toBeTruthy();
  });

  it('says nothing when the refresh fails', async () => {
    storeCart([obsidian]);
    const fetchFn = stubProducts({ [obsidian._id]: { status: 500 } });
    renderCartShell();
    await openDrawer();

    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    expect(within(drawer()).queryByText(/price of/)).toBeNull();
    expect(within(drawer()).queryByText('No longer available')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(drawer()).getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('asks again after a failure that can pass (5xx), and uses the answer', async () => {
    storeCart([obsidian]);
    const fetchFn = stubProducts({ [obsidian._id]: { price: 599 } });
    fetchFn.mockImplementationOnce(async () =>
      jsonResponse({ message: 'Busy', code: 'INTERNAL_ERROR' }, 503),
    );
    renderCartShell();
    await openDrawer();

    // The first retry waits 1 s (spec §9).
    expect(
      await within(drawer()).findByText(
        'The price of Carbon Fibre Obsidian changed from Rs. 549.00 to Rs. 599.00.',
      ),
    ).toBeTruthy();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('hides the notice on "Got it", the line keeping its new price', async () => {
    storeCart([obsidian]);
    stubProducts({ [obsidian._id]: { price: 599 } });
    renderCartShell();
    await openDrawer();
    await within(drawer()).findByText('A price has changed');

    fireEvent.click(within(drawer()).getByRole('button', { name: 'Got it' }));

    expect(within(drawer()).queryByText('A price has changed')).toBeNull();
    expect(within(lineOf('Carbon Fibre Obsidian')).getByText('Rs. 1,198.00')).toBeTruthy();
  });

  it("keeps a price the cart got after the answer (checkout's PRICE_CHANGED)", async () => {
    storeCart([obsidian]);
    stubProducts({ [obsidian._id]: { price: 599 } });
    renderCartShell();
    await openDrawer();
    await within(drawer()).findByText('A price has changed');
    await vi.waitFor(() => expect(storedCart()[0]?.price).toBe(599));

    // The server's newer word, as checkout applies it.
    act(() => updateCart({ type: 'reprice', pricesById: new Map([[obsidian._id, 649]]) }));
    await act(async () => undefined);

    expect(within(lineOf('Carbon Fibre Obsidian')).getByText('Rs. 1,298.00')).toBeTruthy();
    expect(storedCart()[0]?.price).toBe(649);
  });

  it('asks again when the shopper comes back to the tab', async () => {
    storeCart([obsidian]);
    const fetchFn = stubProducts();
    renderCartShell();
    await openDrawer();
    await waitFor(() => expect(fetchFn).toHaveBeenCalledOnce());
    await act(async () => undefined);

    stubProducts({ [obsidian._id]: { price: 599 } });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(
      await within(drawer()).findByText(
        'The price of Carbon Fibre Obsidian changed from Rs. 549.00 to Rs. 599.00.',
      ),
    ).toBeTruthy();
  });
});
