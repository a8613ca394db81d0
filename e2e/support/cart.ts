import { CART_ICON_BREAKPOINT_PX, type CartItem, type Product, STORAGE_KEYS } from '@skins/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { mainHeading } from './storefront.ts';

/** A product of one brand (preselected, UI.md) with at least two models to choose between. */
export function findTwoModelProduct(catalog: Product[], skip = 0): Product {
  const fitting = catalog.filter(
    (product) =>
      product.compatibility.length === 1 && (product.compatibility[0]?.models.length ?? 0) >= 2,
  );
  const product = fitting[skip];
  if (!product) throw new Error('the demo catalog has no single-brand product with two models');
  return product;
}

export function modelsOf(product: Product): [string, string] {
  const [first, second] = product.compatibility[0]?.models ?? [];
  if (!first || !second) throw new Error(`${product.name} has fewer than two models`);
  return [first, second];
}

/** On the product page: chooses the model and presses Add to cart. */
export async function addToCart(page: Page, product: Product, model: string): Promise<void> {
  expect(await mainHeading(page)).toBe(product.name);
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

/** The header's cart control: a button from 1024 px, a link below. */
export function headerCart(page: Page): Locator {
  const isWide = (page.viewportSize()?.width ?? 0) >= CART_ICON_BREAKPOINT_PX;
  return page.getByRole('banner').getByRole(isWide ? 'button' : 'link', { name: /^Cart/ });
}

export const headerCartName = (page: Page): Promise<string | null> =>
  headerCart(page).getAttribute('aria-label');

export const cartDrawer = (page: Page): Locator =>
  page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ });

/** One cart line (an `article` named after the product) inside `scope`. */
export const cartLine = (scope: Locator, name: string, model: string): Locator =>
  scope.getByRole('article', { name }).filter({ hasText: model });

export const quantityOf = (line: Locator): Promise<string> =>
  line.getByRole('status', { name: 'Quantity' }).innerText();

/** The toast showing `text`, inside the corner region it was shown in. */
export const toastIn = (page: Page, position: 'top-left' | 'top-right', text: string): Locator =>
  page.locator(`[role="status"][data-position="${position}"]`).getByText(text, { exact: true });

export function readStoredCart(
  page: Page,
): Promise<{ cart: string | null; savedAt: string | null }> {
  return page.evaluate(
    ([cartKey, timestampKey]) => ({
      cart: localStorage.getItem(cartKey),
      savedAt: localStorage.getItem(timestampKey),
    }),
    [STORAGE_KEYS.cart, STORAGE_KEYS.cartTimestamp] as const,
  );
}

/** Writes a stored cart saved `ageMs` ago, as another visit would have left it. */
export function writeStoredCart(page: Page, items: CartItem[], ageMs: number): Promise<void> {
  return page.evaluate(
    ({ cartKey, timestampKey, json, savedAt }) => {
      localStorage.setItem(cartKey, json);
      localStorage.setItem(timestampKey, String(savedAt));
    },
    {
      cartKey: STORAGE_KEYS.cart,
      timestampKey: STORAGE_KEYS.cartTimestamp,
      json: JSON.stringify(items),
      savedAt: Date.now() - ageMs,
    },
  );
}

export function cartItemOf(product: Product, model: string, quantity = 1): CartItem {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    images: product.images,
    price: product.price,
    quantity,
    selectedBrand: product.compatibility[0]?.brand ?? '',
    selectedModel: model,
  };
}
