import {
  OrderSchema,
  OutboxMailListSchema,
  payOnDeliveryMessage,
  rupeesToPaise,
} from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { adminEnv, E2E_ADMIN } from './support/admin.ts';
import { desktop, openPage } from './support/browser.ts';
import { findTwoModelProduct, modelsOf } from './support/cart.ts';
import { fetchCatalog } from './support/catalog.ts';
import { fillShipping } from './support/checkout.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// Cash on delivery with the setting on (COD_ENABLED): its own server, so the other specs keep
// the default (off), where the payment step is online only.
const running = useShopSession({
  env: { ...adminEnv, COD_ENABLED: 'true', COD_MAX_ORDER_RUPEES: '5000' },
});

async function adminGet(path: string): Promise<unknown> {
  const login = await fetch(running().app.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(running().app.url(path), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

describe('cash on delivery', () => {
  // The pages of words are documents the server renders (decision 045): what they say of cash on
  // delivery must be in the page as sent, where no script runs.
  it.each(['/faq', '/policies/shipping', '/policies/terms'])(
    '%s names it with its limit in the page the server sends',
    async (path) => {
      const page = await openPage(running().browser, { ...desktop, javaScriptEnabled: false });
      await page.goto(running().app.url(path));
      // The FAQ's answers open from their questions (a <details>, no script needed).
      if (path === '/faq') await page.getByText('Which payment methods do you accept?').click();
      await page
        .getByText(
          'Cash on delivery is also available on orders up to Rs. 5,000.00: you pay in cash when your order arrives.',
        )
        .first()
        .waitFor();
    },
  );

  it('places one COD order for a double click and shows what to pay on delivery', async () => {
    const product = findTwoModelProduct(await fetchCatalog(running().app));
    const [model] = modelsOf(product);
    const { page } = await openAt(running(), desktop, `/product/${product.slug}`);
    await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((url) => url.pathname.includes('/buy-now/'));
    await fillShipping(page);

    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByRole('radio', { name: /Cash on delivery/ }).check();
    await payment.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const order = OrderSchema.parse(await adminGet(`/api/orders/${orderId}`));
    expect([order.paymentMethod, order.paymentStatus]).toEqual(['COD', 'Pending']);
    const sentence = payOnDeliveryMessage(rupeesToPaise(order.total));
    await page.getByText(sentence).waitFor();

    // One order, so one confirmation mail (its wording is tested with the server's mails).
    const mails = OutboxMailListSchema.parse(
      await adminGet('/api/mail/outbox?limit=100'),
    ).data.filter((mail) => mail.kind === 'order-confirmation');
    expect(mails).toHaveLength(1);
  });
});
