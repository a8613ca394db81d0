import { formatInr, type Product, rupeesToPaise } from '@skins/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, openPage } from './support/browser.ts';
import {
  addToCart,
  cartDrawer,
  cartLine,
  findTwoModelProduct,
  headerCart,
  modelsOf,
  readStoredCart,
} from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';
import { openShopSession, type ShopSession } from './support/shop-session.ts';

// The price changes in the database behind the shop's back, as an admin's edit would. PGlite is
// one process's database, so this shop runs on a scratch PostgreSQL database the test can write
// to; its catalog cache lives 1 ms so the change is read at once.
describe('fresh prices (PostgreSQL)', () => {
  let database: ScratchDatabase | null = null;
  let pgShop: ShopSession | undefined;
  let pgCatalog: Product[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('cart');
    if (!database) {
      console.warn('e2e cart: no PostgreSQL on 127.0.0.1:5432; the fresh-price test is skipped.');
      return;
    }
    pgShop = await openShopSession({
      env: { DATABASE_URL: database.url, CATALOG_CACHE_TTL_MS: '1' },
    });
    pgCatalog = await fetchCatalog(pgShop.app);
  });

  afterAll(async () => {
    await pgShop?.close();
    await database?.drop();
  });

  it('re-prices a line whose price changed, with a notice, and marks a withdrawn product', async (context) => {
    if (!pgShop || !database) {
      context.skip();
      return;
    }
    const product = findTwoModelProduct(pgCatalog);
    const [model] = modelsOf(product);
    const page = await openPage(pgShop.browser, desktop);
    await page.goto(pgShop.app.url(`/product/${product.slug}`));
    await addToCart(page, product, model);
    const drawer = cartDrawer(page);
    const line = cartLine(drawer, product.name, model);
    await line.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    const newPrice = product.price + 50;
    await database.query('UPDATE products SET price_in_paise = $1 WHERE id = $2', [
      rupeesToPaise(newPrice),
      product._id,
    ]);
    // Its category's GST rate changes too (decision 066): the line is taxed at the new rate, and
    // the tax line, one rate in the cart, names it.
    await database.query(
      'UPDATE categories SET gst_rate_bp = 1800 WHERE id = (SELECT category_slug FROM products WHERE id = $1)',
      [product._id],
    );
    await headerCart(page).click();

    await drawer
      .getByText(
        `The price of ${product.name} changed from ${formatInr(rupeesToPaise(product.price))} to ${formatInr(rupeesToPaise(newPrice))}.`,
      )
      .waitFor();
    await line.getByText(formatInr(rupeesToPaise(newPrice))).waitFor();
    expect(JSON.parse((await readStoredCart(page)).cart ?? '[]')[0]?.price).toBe(newPrice);
    await drawer.getByText('Tax (18%)').waitFor();
    expect(JSON.parse((await readStoredCart(page)).cart ?? '[]')[0]?.gstRate).toBe(0.18);

    await database.query('UPDATE products SET active = false WHERE id = $1', [product._id]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await headerCart(page).click();
    await line.getByText('No longer available').waitFor();
    const checkout = drawer.getByRole('button', { name: 'Checkout' });
    expect(await checkout.isDisabled()).toBe(true);
    await drawer.getByText('Remove the items that are no longer available to check out.').waitFor();

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await drawer.getByRole('heading', { name: 'Your Cart (0)' }).waitFor();
  });
});
