import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { desktop, phone } from './support/browser.ts';
import { ASHA } from './support/checkout.ts';
import { seededPhoneSkin } from './support/delivered-order.ts';
import { ownerAt } from './support/messages.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// Stock (issue [17], decision 065): the owner sets a product's stock to 1 in the admin, a
// shopper buys it, and the product page and its card then say Sold out with Add to cart disabled.

const running = useShopSession({ env: adminEnv });
const admin = adminApi(() => running().app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;

beforeAll(async () => {
  skin = await seededPhoneSkin(running().app);
});

describe('stock', () => {
  it('the owner sets stock 1, a shopper buys it, and the shop then shows it Sold out', async () => {
    const { product, model } = skin;

    // The owner sets the stock on the product's admin page.
    const owner = await ownerAt(running(), `/admin/products/${product._id}`);
    const stock = owner.getByLabel('Stock (optional)');
    await stock.waitFor();
    expect(await stock.inputValue()).toBe('');
    await stock.fill('1');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.getByText('Product saved').waitFor();
    await owner.context().close();

    // A shopper buys the last unit on a phone.
    const shopper = await openAt(running(), phone, `/product/${product.slug}`);
    await buyNowInSimulatedMode(shopper.page, product.name, model, {
      shopper: { ...ASHA, Email: 'asha.stock@example.in' },
    });
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();

    // The product page says Sold out, with Add to cart and Buy now disabled.
    const { page, errors } = await openAt(running(), desktop, `/product/${product.slug}`);
    await page.getByText('Sold out: this skin cannot be ordered right now.').waitFor();
    for (const name of ['Add to cart', 'Buy now']) {
      expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    }
    // So does its card among the search results.
    await page.goto(running().app.url(`/search?${new URLSearchParams({ query: product.name })}`));
    const card = page.getByRole('link', { name: new RegExp(`Sold out.*${product.name}`) });
    await card.first().waitFor();
    expect(errors).toEqual([]);

    // The owner's count is 0 (the admin's read carries it; a shopper's only says Sold out).
    const read = await admin.call('GET', `/api/products/${product._id}`);
    expect(await read.json()).toMatchObject({ stock: 0, soldOut: true });
  });
});
