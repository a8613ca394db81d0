import { readFile } from 'node:fs/promises';
import { type B2csRow, Gstr1FileSchema, rupeesToPaise, shopCalendarDate } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { desktop, phone } from './support/browser.ts';
import { ASHA, type ShippingFields } from './support/checkout.ts';
import { seededPhoneSkin } from './support/delivered-order.ts';
import { ownerAt } from './support/messages.ts';
import { buyNowInSimulatedMode } from './support/purchase.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// The owner's desk (issue [17], decisions 062, 063): the month's GST return downloaded from the
// admin matches the orders paid in it; and a staff member, invited by the owner, sets a
// password, signs in, ships an order and is refused its refund.

const running = useShopSession({ env: adminEnv });
const admin = adminApi(() => running().app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;

beforeAll(async () => {
  skin = await seededPhoneSkin(running().app);
});

/** On a phone: Buy now of the skin, paid through the simulated gateway; the order's id. */
async function buySkin(shopper: ShippingFields, state?: string): Promise<string> {
  const { page, errors } = await openAt(running(), phone, `/product/${skin.product.slug}`);
  const orderId = await buyNowInSimulatedMode(page, skin.product.name, skin.model, {
    shopper,
    atShipping: async () => {
      if (state) await page.getByLabel('State', { exact: true }).selectOption(state);
    },
  });
  expect(errors).toEqual([]);
  await page.context().close();
  return orderId;
}

/** The B2CS row an order makes alone: its taxable value and tax, split by place of supply. */
async function b2csRowOf(orderId: string, pos: string): Promise<B2csRow> {
  const order = await admin.fetchOrder(orderId);
  const taxable = rupeesToPaise(order.subtotal) - rupeesToPaise(order.discount);
  const tax = rupeesToPaise(order.tax);
  const rupees = (paise: number) => paise / 100;
  if (pos !== '29') {
    return {
      sply_ty: 'INTER',
      pos,
      typ: 'OE',
      rt: 8,
      txval: rupees(taxable),
      iamt: rupees(tax),
      csamt: 0,
    };
  }
  const cgst = Math.ceil(tax / 2);
  return {
    sply_ty: 'INTRA',
    pos,
    typ: 'OE',
    rt: 8,
    txval: rupees(taxable),
    camt: rupees(cgst),
    samt: rupees(tax - cgst),
    csamt: 0,
  };
}

describe("the owner's desk", () => {
  // The session's database is fresh and this test runs first: its two orders are the month's.
  it("the owner downloads the month's GST return and its figures match the orders", async () => {
    const inKarnataka = await buySkin({ ...ASHA, Email: 'asha.gst@example.in' });
    const inDelhi = await buySkin(
      {
        ...ASHA,
        'First name': 'Vikram',
        Address: '4 Janpath',
        City: 'New Delhi',
        'PIN code': '110001',
        Phone: '9811122233',
        Email: 'vikram.gst@example.in',
      },
      'Delhi',
    );

    const period = shopCalendarDate(new Date()).slice(0, 7);
    const owner = await ownerAt(running(), `/admin/gst?period=${period}`);
    const reconciliation = owner.getByRole('region', { name: 'Reconciliation' });
    await reconciliation
      .getByText('The return’s tables and the HSN summary add up to the same, to the paisa.')
      .waitFor();
    expect(await reconciliation.innerText()).toMatch(/^2 invoices /);

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^GSTR1_\\w{15}_${period.slice(5)}${period.slice(0, 4)}\\.json$`),
    );
    const file = Gstr1FileSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    const byPlace = [...file.b2cs].sort((a, b) => a.pos.localeCompare(b.pos));
    expect(byPlace).toEqual([await b2csRowOf(inDelhi, '07'), await b2csRowOf(inKarnataka, '29')]);
    expect(file.b2cl).toEqual([]);
    expect(file.cdnur).toEqual([]);
  });

  it('the owner invites a staff member, who sets a password, signs in, ships an order and cannot refund', async () => {
    const orderId = await buySkin({ ...ASHA, Email: 'asha.staff@example.in' });
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'Processing' });
    const { number } = await admin.fetchOrder(orderId);
    const staff = {
      name: 'Kiran Packer',
      email: 'kiran@skins.test',
      password: 'packing-desk-2026',
    };

    // The owner invites Kiran as staff on the Staff page.
    const owner = await ownerAt(running(), '/admin/staff');
    const invite = owner.getByRole('form', { name: 'Invite' });
    await invite.getByLabel('Name').fill(staff.name);
    await invite.getByLabel('Email').fill(staff.email);
    await invite.getByLabel('Role').selectOption({ label: 'Staff' });
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await owner.getByText(`Invite sent to ${staff.email}`).waitFor();
    await expect.poll(() => admin.mailsOf('staff-invite', staff.email)).toHaveLength(1);
    const [mail] = await admin.mailsOf('staff-invite', staff.email);
    const link = mail?.text.match(/https?:\/\/\S+\/admin\/set-password\/\S+/)?.[0];
    if (!link) throw new Error('no set-password link in the invite mail');

    // In another browser, Kiran sets a password from the mail's link and signs in.
    const { page, errors } = await openAt(running(), desktop, new URL(link).pathname);
    await page.getByLabel('New password').fill(staff.password);
    await page.getByLabel('Confirm the password').fill(staff.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Password set: sign in').waitFor();
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Reviews',
    ]);

    // Kiran ships the order from its page.
    await page.goto(running().app.url(`/admin/orders/${orderId}`));
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${number}` });
    await ship.getByLabel('Courier').selectOption('Delhivery');
    await ship.getByLabel('AWB / tracking number').fill('7766554433');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText(`Order #${number} marked as shipped.`).waitFor();

    // Cancelling (and its refund) is the owner's: Kiran is not offered it, and is told why.
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions
      .getByText('Cancelling, refunds, payments and deleting are the owner’s.')
      .waitFor();
    expect(await actions.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The same through the API with Kiran's own token: 403, and the order is still paid.
    const signedIn = await fetch(running().app.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const refund = await fetch(running().app.url(`/api/orders/${orderId}/cancel`), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refund.status).toBe(403);
    const order = await admin.fetchOrder(orderId);
    expect([order.status, order.paymentStatus]).toEqual(['Shipped', 'Completed']);
    expect(order.shipment?.trackingNumber).toBe('7766554433');
    expect(errors).toEqual([]);
  });
});
