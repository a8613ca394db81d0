import { type Product, STORAGE_KEYS } from '@skins/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '#features/cart/state/cart-context.tsx';
import { buildProduct } from '#testing/fixtures.ts';
import { stubLocation } from '#testing/stub-location.ts';
import { ToastHost } from '#ui/toast/toast-host.tsx';
import { ProductPurchase } from './product-purchase.tsx';

function CartProbe() {
  const { items, isDrawerOpen } = useCart();
  return (
    <output aria-label="Cart probe">
      {JSON.stringify({
        items: items.map((item) => [item.selectedModel, item.quantity]),
        isDrawerOpen,
      })}
    </output>
  );
}

/** The purchase options as the product page's island, beside the cart and the toasts. */
function renderPurchase(product: Product) {
  render(
    <>
      <ProductPurchase product={product} />
      <CartProvider>
        <CartProbe />
      </CartProvider>
      <ToastHost />
    </>,
  );
}

const cartProbe = () =>
  JSON.parse(screen.getByRole('status', { name: 'Cart probe' }).textContent ?? '');

/** matchMedia as a browser at this width answers the cart's min-width query. */
function stubWindowWidth(widthPx: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: widthPx >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const twoBrands = buildProduct({
  compatibility: [
    { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] },
    { brand: 'Samsung', models: ['Galaxy S24 Ultra'] },
  ],
});

const modelSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
const chooseModel = (model: string) =>
  fireEvent.change(modelSelect(), { target: { value: model } });

describe('ProductPurchase', () => {
  it('preselects the only brand and offers its models', () => {
    renderPurchase(
      buildProduct({ compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro'] }] }),
    );

    expect(screen.getByRole('group', { name: 'Brand' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(true);
    expect(modelSelect().value).toBe('');
    expect(screen.getByRole('option', { name: 'iPhone 16 Pro' })).toBeTruthy();
  });

  it('preselects nothing when several brands fit', () => {
    renderPurchase(twoBrands);

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Samsung' }).checked).toBe(false);
    expect(modelSelect().disabled).toBe(true);
  });

  it('asks for the model when Add to cart is pressed without one, linked to the field', () => {
    renderPurchase(buildProduct());

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please choose your device model.');
    expect(modelSelect().getAttribute('aria-describedby')).toBe(message.id);
    expect(modelSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(modelSelect());
  });

  it('asks for the brand first when none is chosen, also for Buy now', () => {
    renderPurchase(twoBrands);

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(screen.getByRole('alert').textContent).toBe('Please choose your device brand.');
    expect(screen.getByRole('group', { name: 'Brand' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it('clears the message once the model is chosen', () => {
    renderPurchase(buildProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    chooseModel('iPhone 16 Pro');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(modelSelect().getAttribute('aria-describedby')).toBeNull();
  });

  it('resets the model when the brand changes', () => {
    renderPurchase(twoBrands);
    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    chooseModel('iPhone 16');
    expect(modelSelect().value).toBe('iPhone 16');

    fireEvent.click(screen.getByRole('radio', { name: 'Samsung' }));

    expect(modelSelect().value).toBe('');
    expect(screen.queryByRole('option', { name: 'iPhone 16' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Galaxy S24 Ultra' })).toBeTruthy();
  });

  it('adds the chosen device to the cart and, on a narrow screen, says so in a toast', () => {
    renderPurchase(buildProduct({ name: 'Carbon Fibre Obsidian' }));
    chooseModel('iPhone 16 Pro');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(cartProbe()).toEqual({ items: [['iPhone 16 Pro', 1]], isDrawerOpen: false });
    expect(screen.getByText('Carbon Fibre Obsidian added to cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartProbe().items).toEqual([['iPhone 16 Pro', 2]]);
  });

  it('offers the cart page from the toast', () => {
    const assign = stubLocation();
    renderPurchase(buildProduct());
    chooseModel('iPhone 16 Pro');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));

    expect(assign).toHaveBeenCalledExactlyOnceWith('/cart');
  });

  it('opens the drawer instead of a toast from 1024 px', () => {
    stubWindowWidth(1024);
    renderPurchase(buildProduct());
    chooseModel('iPhone 16 Pro');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(cartProbe()).toEqual({ items: [['iPhone 16 Pro', 1]], isDrawerOpen: true });
    expect(screen.queryByText(/added to cart/)).toBeNull();
  });

  it('opens a buy-now checkout of this product with the chosen device, leaving the cart alone', () => {
    const assign = stubLocation();
    renderPurchase(
      buildProduct({
        _id: 'id-obsidian',
        compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
      }),
    );
    chooseModel('iPhone 16');

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(assign).toHaveBeenCalledOnce();
    const { pathname, search } = new URL(String(assign.mock.calls[0]?.[0]), 'http://shop.test');
    expect(pathname).toMatch(/^\/checkout\/p\/[0-9a-f]{24}\/buy-now\/id-obsidian$/);
    expect(new URLSearchParams(search).get('brand')).toBe('Apple');
    expect(new URLSearchParams(search).get('model')).toBe('iPhone 16');
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('starts no checkout while the device is missing', () => {
    const assign = stubLocation();
    renderPurchase(buildProduct());

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(screen.getByRole('alert').textContent).toBe('Please choose your device model.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sold out (decision 065): Add to cart and Buy now are disabled, described by the note, and do nothing', () => {
    const assign = stubLocation();
    renderPurchase(buildProduct({ soldOut: true, compatibility: [] }));

    for (const name of ['Add to cart', 'Buy now']) {
      const button = screen.getByRole<HTMLButtonElement>('button', { name });
      expect(button.disabled).toBe(true);
      // The page's note beside the island (server-rendered) says why.
      expect(button.getAttribute('aria-describedby')).toBe('sold-out-note');
      fireEvent.click(button);
    }
    expect(cartProbe().items).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('needs no device for a product that fits everything', () => {
    renderPurchase(buildProduct({ compatibility: [] }));

    expect(screen.queryByRole('combobox', { name: 'Model' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartProbe().items).toEqual([['', 1]]);
  });
});
