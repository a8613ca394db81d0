import {
  CART_EXPIRY_MS,
  DRAWER_CLOSE_DELAY_MS,
  formatInr,
  MESSAGES,
  type Product,
  rupeesToPaise,
  TOAST_DURATION_MS,
} from '@skins/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { desktop, openPage, phone, stopPageClock } from './support/browser.ts';
import {
  addToCart,
  cartDrawer,
  cartItemOf,
  cartLine,
  findTwoModelProduct,
  headerCart,
  headerCartName,
  modelsOf,
  quantityOf,
  readStoredCart,
  toastIn,
  writeStoredCart,
} from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import { useShopSession } from './support/shop-session.ts';
import { expectHeading, mainHeading, openAt } from './support/storefront.ts';

let catalog: Product[] = [];

const running = useShopSession();

beforeAll(async () => {
  catalog = await fetchCatalog(running().app);
});

async function openProduct(options: typeof desktop, product: Product): Promise<Page> {
  const { page } = await openAt(running(), options, `/product/${product.slug}`);
  return page;
}

const lineTotal = (price: number, quantity: number) => formatInr(rupeesToPaise(price) * quantity);

describe('adding to the cart', () => {
  it('opens the drawer at 1280 px, merges the same device and counts it on the badge', async () => {
    const product = findTwoModelProduct(catalog);
    const [model, otherModel] = modelsOf(product);
    const page = await openProduct(desktop, product);
    expect(await headerCartName(page)).toBe('Cart');

    await addToCart(page, product, model);
    const drawer = cartDrawer(page);
    await drawer.getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    const line = cartLine(drawer, product.name, model);
    expect(await quantityOf(line)).toBe('1');
    expect(await headerCartName(page)).toBe('Cart, 1 item');

    // The same product and device again: one line, quantity 2.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await drawer.getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    expect(await quantityOf(line)).toBe('2');
    expect(await line.getByText(lineTotal(product.price, 2)).count()).toBe(1);
    expect(await headerCartName(page)).toBe('Cart, 2 items');

    // Another model of the same product is another line.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await addToCart(page, product, otherModel);
    await drawer.getByRole('heading', { name: 'Your Cart (2)' }).waitFor();
    expect(await quantityOf(cartLine(drawer, product.name, otherModel))).toBe('1');
    expect(await headerCartName(page)).toBe('Cart, 3 items');
    expect(await drawer.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('shows a toast instead at 390 px, with a way to the cart page', async () => {
    const product = findTwoModelProduct(catalog, 1);
    const [model] = modelsOf(product);
    const page = await openProduct(phone, product);

    await addToCart(page, product, model);

    await toastIn(page, 'top-right', `${product.name} added to cart`).waitFor();
    expect(await cartDrawer(page).count()).toBe(0);
    expect(await headerCartName(page)).toBe('Cart, 1 item');
    await page.getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    // The address changes as the cart page starts loading: wait for its heading, not any heading.
    await expectHeading(page, 'Your Cart (1)');
  });
});

describe('cart rules', () => {
  it('keeps the minimum of 1 with the info toast at the top right, which leaves after 2 s', async () => {
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const page = await openProduct(desktop, product);
    await addToCart(page, product, model);
    const line = cartLine(cartDrawer(page), product.name, model);

    await line.getByRole('button', { name: 'Decrease quantity' }).click();

    const toast = toastIn(page, 'top-right', MESSAGES.cart.minQuantity);
    await toast.waitFor();
    const box = await toast.boundingBox();
    const width = desktop.viewport?.width ?? 0;
    expect(box && box.x + box.width > width / 2 && box.y < 120, 'toast at the top right').toBe(
      true,
    );
    // Below the drawer's title bar: the Close button stays free to press.
    const close = await cartDrawer(page).getByRole('button', { name: 'Close' }).boundingBox();
    expect(box && close && box.y >= close.y + close.height, 'toast clear of Close').toBe(true);
    await cartDrawer(page).getByRole('button', { name: 'Close' }).click({ trial: true });
    expect(await quantityOf(line)).toBe('1');
    // Gone once its time is up; the margin is for a busy machine, not part of the promise.
    await toast.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS + 8_000 });

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantityOf(line)).toBe('2');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await quantityOf(line)).toBe('1');
    expect(await headerCartName(page)).toBe('Cart, 1 item');
  });

  it('removes a line only after confirmation, then says so at the top left', async () => {
    const product = findTwoModelProduct(catalog);
    const [model, otherModel] = modelsOf(product);
    const page = await openProduct(desktop, product);
    await writeStoredCart(
      page,
      [cartItemOf(product, model), cartItemOf(product, otherModel, 2)],
      0,
    );
    await page.reload();
    await headerCart(page).click();
    const drawer = cartDrawer(page);
    const line = cartLine(drawer, product.name, otherModel);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByText(MESSAGES.cart.confirmRemove(product.name)).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await line.count()).toBe(1);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();

    const toast = toastIn(page, 'top-left', MESSAGES.cart.removed(product.name));
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box && box.x < 100 && box.y < 120, 'toast at the top left').toBe(true);
    await line.waitFor({ state: 'detached' });
    await drawer.getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    expect(await headerCartName(page)).toBe('Cart, 1 item');
  });
});

describe('stored cart', () => {
  it('survives a reload', async () => {
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const page = await openProduct(desktop, product);
    await addToCart(page, product, model);
    await cartDrawer(page).getByRole('heading', { name: 'Your Cart (1)' }).waitFor();

    await page.reload();

    expect(await headerCartName(page)).toBe('Cart, 1 item');
    await headerCart(page).click();
    expect(await quantityOf(cartLine(cartDrawer(page), product.name, model))).toBe('1');
    const stored = await readStoredCart(page);
    expect(JSON.parse(stored.cart ?? '[]')).toMatchObject([
      { _id: product._id, selectedModel: model, quantity: 1, price: product.price },
    ]);
    expect(Number(stored.savedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('discards a cart saved 24 hours ago, and keeps one saved just before', async () => {
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const { page } = await openAt(running(), desktop, '/about');

    await writeStoredCart(page, [cartItemOf(product, model, 3)], CART_EXPIRY_MS - 60_000);
    await page.reload();
    expect(await headerCartName(page)).toBe('Cart, 3 items');

    await writeStoredCart(page, [cartItemOf(product, model, 3)], CART_EXPIRY_MS + 1000);
    await page.reload();
    expect(await headerCartName(page)).toBe('Cart');
    expect(await readStoredCart(page)).toEqual({ cart: null, savedAt: null });
  });
});

describe('the 1024 px breakpoint', () => {
  it('toggles the drawer at 1280 px and goes to /cart at 390 px', async () => {
    const product = findTwoModelProduct(catalog);
    const [model] = modelsOf(product);
    const page = await openProduct(desktop, product);
    await writeStoredCart(page, [cartItemOf(product, model, 2)], 0);
    await page.reload();

    const button = page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' });
    await button.click();
    await cartDrawer(page).getByRole('heading', { name: 'Your Cart (1)' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await cartDrawer(page).waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // The same page narrowed: the cart becomes a link to the cart page.
    await page.setViewportSize({ width: 390, height: 844 });
    const link = page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    // The address changes as the cart page starts loading: wait for its heading, not any heading.
    await expectHeading(page, 'Your Cart (1)');
    const line = cartLine(page.getByRole('region', { name: 'Items' }), product.name, model);
    await line.getByText(`${product.compatibility[0]?.brand} - ${model}`).waitFor();
    expect(await cartDrawer(page).count()).toBe(0);
  });

  it('opens /cart directly on a phone, empty', async () => {
    const { page, response } = await openAt(running(), phone, '/cart');

    expect(response?.status()).toBe(200);
    expect(await mainHeading(page)).toBe(MESSAGES.cart.empty);
    await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/category/mobile-skins');
  });
});

describe("the cart page's first frame", () => {
  // The app's code held back, as on a phone before it has arrived: what shows is the server's
  // page and the client app's first inline script (CART_STATE_SCRIPT) alone.
  async function openWithoutAppCode(): Promise<Page> {
    const context = await running().browser.newContext(phone);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    return page;
  }

  it('says the cart is empty before the app has run; a stored cart keeps the placeholder', async () => {
    const page = await openWithoutAppCode();
    await page.goto(running().app.url('/cart'), { waitUntil: 'domcontentloaded' });

    const empty = page.getByRole('heading', { level: 1, name: MESSAGES.cart.empty });
    await empty.waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).isVisible(),
    ).toBe(true);
    expect(await page.locator('[aria-busy="true"]').isVisible()).toBe(false);

    const product = findTwoModelProduct(catalog);
    await writeStoredCart(page, [cartItemOf(product, modelsOf(product)[0] ?? '', 1)], 0);
    await page.reload({ waitUntil: 'domcontentloaded' });

    await page.locator('[aria-busy="true"]').waitFor();
    expect(await empty.isVisible()).toBe(false);
  });
});

describe('the drawer', () => {
  it('closes when the page outside it is clicked, after its 300 ms exit', async () => {
    const page = await openPage(running().browser, desktop);
    await page.goto(running().app.url('/about'));
    await headerCart(page).click();
    const drawer = cartDrawer(page);
    await drawer.getByRole('heading', { name: 'Your Cart (0)' }).waitFor();
    await drawer.getByRole('link', { name: 'Continue Shopping' }).waitFor();

    // The page's clock stands still from here and the test moves it: the exit's 300 ms pass when
    // the test says so, however long the click takes to arrive on two busy cores (it took longer
    // than the exit once, under the flake check's load).
    await stopPageClock(page);
    await page.mouse.click(200, 400);

    // Still there, sliding out, until the delay has passed; gone after it.
    await page.clock.runFor(DRAWER_CLOSE_DELAY_MS - 1);
    expect(await drawer.count()).toBe(1);
    await page.clock.runFor(1);
    await drawer.waitFor({ state: 'detached' });
    expect(currentPathOf(page)).toBe('/about');
  });
});

function currentPathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
