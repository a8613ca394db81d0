import { AnalyticsSchema, shopCalendarDate } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { phone } from './support/browser.ts';
import { ASHA } from './support/checkout.ts';
import { seededPhoneSkin } from './support/delivered-order.ts';
import { ownerAt } from './support/messages.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// The owner's analytics (issue [17], decision 064): after two purchases on a phone, the admin's
// landing page shows the orders counted, net sales drawn as a line, and the product pages' views
// (the storefront's beacons) in the funnel.

const running = useShopSession({ env: adminEnv });
const admin = adminApi(() => running().app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;

beforeAll(async () => {
  skin = await seededPhoneSkin(running().app);
});

async function buySkin(email: string): Promise<void> {
  const { page, errors } = await openAt(running(), phone, `/product/${skin.product.slug}`);
  await buyNowInSimulatedMode(page, skin.product.name, skin.model, {
    shopper: { ...ASHA, Email: email },
  });
  expect(errors).toEqual([]);
  await page.context().close();
}

describe("the owner's analytics", () => {
  it('counts the orders, draws net sales and the product views after two purchases', async () => {
    await buySkin('asha.analytics@example.in');
    await buySkin('ravi.analytics@example.in');

    // The beacons are fire-and-forget: wait until the server has counted both pages' views.
    const today = shopCalendarDate(new Date());
    const read = async () =>
      AnalyticsSchema.parse(
        await (await admin.call('GET', `/api/admin/analytics?from=${today}&to=${today}`)).json(),
      );
    await expect.poll(async () => (await read()).totals.funnel.productViews).toBe(2);
    const { totals } = await read();
    expect(totals.orders).toBe(2);
    expect(totals.funnel).toEqual({
      productViews: 2,
      addedToCart: 0,
      checkoutsStarted: 2,
      ordersPlaced: 2,
    });
    expect(totals.topProducts.map((product) => [product.productId, product.units])).toEqual([
      [skin.product._id, 2],
    ]);

    const owner = await ownerAt(running(), '/admin');
    const analytics = owner.getByRole('region', { name: 'Sales analytics' });
    const orders = analytics.locator('dt', { hasText: /^Orders$/ }).locator('xpath=../dd');
    await orders.waitFor();
    expect(await orders.innerText()).toMatch(/^2\b/);
    // This period's line and the period before's, drawn by the chart as SVG paths.
    const chart = analytics.getByTestId('sales-chart');
    await chart.locator('svg path.recharts-curve').nth(1).waitFor({ state: 'attached' });
    const lines = await chart
      .locator('svg path.recharts-curve')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''));
    expect(lines).toHaveLength(2);
    expect(lines.every((d) => d.startsWith('M'))).toBe(true);
    const funnel = analytics.getByRole('region', { name: 'Funnel' });
    expect(await funnel.innerText()).toMatch(/Product views\s*2[\s\S]*Ordered\s*2/);
    await analytics
      .getByRole('region', { name: 'Top products' })
      .getByText(skin.product.name)
      .waitFor();
  });
});
