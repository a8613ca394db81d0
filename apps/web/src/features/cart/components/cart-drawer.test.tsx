import { DRAWER_CLOSE_DELAY_MS, MESSAGES, TOAST_DURATION_MS } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followLink,
  marble,
  obsidian,
  renderCartShell,
  storeCart,
  storedCart,
  stubProducts,
  stubWindowWidth,
  toastPositionOf,
} from '#testing/cart-fixtures.tsx';

const cartButton = () => screen.getByRole('button', { name: /^Cart/ });
const drawer = () => screen.getByRole('dialog', { name: /^Your Cart/ });
const lineOf = (name: string) => within(drawer()).getByRole('article', { name });

async function openDrawer() {
  fireEvent.click(cartButton());
  return screen.findByRole('dialog', { name: /^Your Cart/ });
}

beforeEach(() => {
  stubWindowWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cart drawer', () => {
  it('opens from the header with its title, the lines in the mini layout and the totals', async () => {
    storeCart([obsidian, marble]);
    stubProducts();
    renderCartShell();

    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 3 items');
    const dialog = await openDrawer();

    expect(within(dialog).getByRole('heading', { name: 'Your Cart (2)' })).toBeTruthy();
    expect(cartButton().getAttribute('aria-expanded')).toBe('true');
    const line = lineOf('Carbon Fibre Obsidian');
    expect(line.querySelector('img')?.getAttribute('src')).toBe(obsidian.images[0]);
    expect(within(line).getByText('A matte carbon-fibre texture skin.')).toBeTruthy();
    expect(within(line).getByText('Apple')).toBeTruthy();
    expect(within(line).getByText('iPhone 16 Pro')).toBeTruthy();
    expect(within(line).getByText('Rs. 1,098.00')).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Remove Carbon Fibre Obsidian' })).toBeTruthy();
    // 2 × 549 + 899 = 1,997; tax 8% = 159.76.
    const summary = within(dialog).getByText('Subtotal').closest('dl');
    expect(summary?.textContent).toBe('SubtotalRs. 1,997.00Tax (8%)Rs. 159.76TotalRs. 2,156.76');
  });

  it('says when it is empty and offers Continue Shopping, which closes it', async () => {
    stubProducts();
    renderCartShell();

    const dialog = await openDrawer();

    expect(within(dialog).getByRole('heading', { name: 'Your Cart (0)' })).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.cart.empty)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Continue Shopping' });
    expect(link.getAttribute('href')).toBe('/category/mobile-skins');
    expect(followLink(link)).toBe(true);
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('steps the quantity up and down, the badge and the totals following', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    const line = lineOf('Carbon Fibre Obsidian');

    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));

    expect(within(line).getByRole('status', { name: 'Quantity' }).textContent).toBe('3');
    expect(within(line).getByText('Rs. 1,647.00')).toBeTruthy();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 3 items');
    fireEvent.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(line).getByRole('status', { name: 'Quantity' }).textContent).toBe('1');
    expect(storedCart()[0]?.quantity).toBe(1);
  });

  it('keeps quantity 1 on minus and says how to remove, top right for 2 s', async () => {
    storeCart([{ ...obsidian, quantity: 1 }]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    vi.useFakeTimers();
    const line = lineOf('Carbon Fibre Obsidian');

    fireEvent.click(within(line).getByRole('button', { name: 'Decrease quantity' }));

    expect(within(line).getByRole('status', { name: 'Quantity' }).textContent).toBe('1');
    expect(storedCart()[0]?.quantity).toBe(1);
    expect(toastPositionOf('To remove this item, click the remove button.')).toBe('top-right');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText(MESSAGES.cart.minQuantity)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.cart.minQuantity)).toBeNull();
  });

  it('asks before removing, and Cancel keeps the line and gives focus back', async () => {
    storeCart([obsidian, marble]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    const remove = within(lineOf('Marble Arctic')).getByRole('button', {
      name: 'Remove Marble Arctic',
    });

    fireEvent.click(remove);

    const confirm = screen.getByRole('alertdialog');
    expect(
      within(confirm).getByText(MESSAGES.cart.confirmRemove('Marble Arctic')).textContent,
    ).toBe('Are you sure you want to remove "Marble Arctic" from the cart?');
    expect(confirm.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(lineOf('Marble Arctic')).toBeTruthy();
    expect(document.activeElement).toBe(remove);
  });

  it('closes only the confirmation on Escape, keeping Tab inside it', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carbon Fibre Obsidian' }));
    const confirm = screen.getByRole('alertdialog');
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    const removeButton = within(confirm).getByRole('button', { name: 'Remove' });

    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(removeButton);
    fireEvent.keyDown(removeButton, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Escape' });

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(drawer().closest('[data-state]')?.getAttribute('data-state')).toBe('open');
  });

  it('removes a confirmed line and says so top left for 2 s', async () => {
    storeCart([obsidian, marble]);
    stubProducts();
    renderCartShell();
    await openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Marble Arctic' }));
    vi.useFakeTimers();

    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );

    expect(within(drawer()).queryByRole('article', { name: 'Marble Arctic' })).toBeNull();
    expect(within(drawer()).getByRole('heading', { name: 'Your Cart (1)' })).toBeTruthy();
    expect(storedCart().map((item) => item.name)).toEqual(['Carbon Fibre Obsidian']);
    expect(toastPositionOf('Marble Arctic removed from cart')).toBe('top-left');
    expect(drawer().contains(document.activeElement)).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Marble Arctic removed from cart')).toBeNull();
  });

  it('goes to /checkout from its Checkout button, closing', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();

    const checkout = within(drawer()).getByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/checkout');
    expect(followLink(checkout)).toBe(true);

    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves for the whole cart and for a product by plain links, closing', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();

    const product = within(lineOf('Carbon Fibre Obsidian')).getByRole('link', {
      name: 'Carbon Fibre Obsidian',
    });
    expect(product.getAttribute('href')).toBe('/product/carbon-fibre-obsidian');
    expect(followLink(product)).toBe(true);
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');

    await openDrawer();
    const fullCart = within(drawer()).getByRole('link', { name: 'View full cart' });
    expect(fullCart.getAttribute('href')).toBe('/cart');
    expect(followLink(fullCart)).toBe(true);
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on back and forward (popstate)', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    await openDrawer();

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape after a 300 ms exit, focus back on the cart button', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    cartButton().focus();
    const dialog = await openDrawer();
    expect(dialog.contains(document.activeElement)).toBe(true);
    vi.useFakeTimers();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });

    expect(document.activeElement).toBe(cartButton());
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    // Still sliding out, and out of reach meanwhile.
    expect(dialog.isConnected).toBe(true);
    expect(dialog.hasAttribute('inert')).toBe(true);
    act(() => vi.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS - 1));
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.isConnected).toBe(false);
  });

  it('closes when the dimmed backdrop outside it is clicked', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    const dialog = await openDrawer();
    const backdrop = dialog.previousElementSibling;
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');

    fireEvent.click(backdrop);

    expect(dialog.closest('[data-state]')?.getAttribute('data-state')).toBe('closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles from the cart button', async () => {
    stubProducts();
    renderCartShell();
    await openDrawer();

    fireEvent.click(cartButton());

    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the drawer', async () => {
    storeCart([obsidian]);
    stubProducts();
    renderCartShell();
    const dialog = await openDrawer();
    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) throw new Error('nothing to focus');

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
  });
});
