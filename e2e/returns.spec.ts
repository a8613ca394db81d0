import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, drawTestImage, signIn } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, openPage, phone } from './support/browser.ts';
import { deliveredPurchase, pdfText, seededPhoneSkin } from './support/delivered-order.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// Returns and replacements (issue [15], decisions 053, 054, 057, 058): a delivered order's buyer
// reports a misprint with a photo from the order page the delivered mail leads to, the owner
// approves it and ships a replacement, and the buyer tracks the replacement; a skin bought by
// mistake is sent back, received and refunded, and the refund comes with its credit note.

const running = useShopSession({ env: adminEnv });
const admin = adminApi(() => running().app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;

beforeAll(async () => {
  skin = await seededPhoneSkin(running().app);
});

interface DeliveredOrder {
  orderId: string;
  number: number;
  token: string;
  /** The delivered mail's tracking link: path and query. */
  trackingPath: string;
}

/** A delivered order of the skin bought by `email`, and its delivered mail's tracking link. */
async function deliveredOrder(email: string): Promise<DeliveredOrder> {
  const { orderId, number } = await deliveredPurchase(running(), admin, skin, email);
  const [mail] = (await admin.mailsOf('order-delivered', email)).filter((one) =>
    one.text.includes(`#${number}`),
  );
  const link = mail?.text.match(/https?:\/\/\S+\/track-order\?\S+/)?.[0];
  if (!link) throw new Error('no tracking link in the delivered mail');
  const url = new URL(link);
  return {
    orderId,
    number,
    token: url.searchParams.get('token') ?? '',
    trackingPath: url.pathname + url.search,
  };
}

/** The owner, signed in, on a return's page from the admin's queue. */
async function ownerOnReturn(returnNumber: string): Promise<Page> {
  const owner = await openPage(running().browser, desktop);
  await owner.goto(running().app.url('/login'));
  await signIn(owner);
  await owner.goto(running().app.url('/admin/returns'));
  await owner.getByRole('link', { name: returnNumber }).click();
  await owner.getByRole('heading', { level: 1, name: `Return ${returnNumber}` }).waitFor();
  return owner;
}

describe('returns', () => {
  it('replaces a misprinted skin reported with a photo, and the buyer tracks the replacement', async () => {
    const order = await deliveredOrder('asha.misprint@example.in');

    // The delivered mail's link, on a phone: the tracking page leads to the order page's form.
    const { page, errors } = await openAt(running(), phone, order.trackingPath);
    await page.getByRole('link', { name: 'Report a problem or return' }).click();
    await page.getByRole('button', { name: 'Report a problem or return' }).click();
    const form = page.getByRole('form', { name: 'Report a problem or return' });
    await form.getByRole('checkbox', { name: `Return ${skin.product.name}` }).check();
    await form.getByRole('radio', { name: 'Misprint' }).check();
    await form
      .getByRole('textbox', { name: 'Details' })
      .fill('The print is shifted: the logo sits half over the camera cut-out.');
    await form.getByLabel('Add photos').setInputFiles({
      name: 'shifted-print.png',
      mimeType: 'image/png',
      buffer: await drawTestImage(page),
    });
    // Uploaded: the photo itself shows in place of 'Uploading shifted-print.png…'.
    await form.getByRole('img', { name: 'shifted-print.png' }).waitFor();
    await form.getByRole('radio', { name: 'A replacement skin' }).check();
    await expectNoSeriousViolations(page, 'the return form');
    await form.getByRole('button', { name: 'Send return request' }).click();
    const sent = page.getByText(/^Return R\d+ sent$/);
    const returnNumber = (await sent.innerText()).match(/R\d+/)?.[0] ?? '';
    expect(await page.getByText(/We will answer within 48 hours/).isVisible()).toBe(true);
    expect(await admin.mailsOf('return-requested', 'asha.misprint@example.in')).toHaveLength(1);

    // The owner approves it and ships the replacement.
    const owner = await ownerOnReturn(returnNumber);
    expect(await owner.getByRole('img', { name: /, 1 of 1$/ }).count()).toBe(1);
    await expectNoSeriousViolations(owner, 'a return in the admin');
    await owner.getByRole('button', { name: 'Approve', exact: true }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await owner.getByText(`Return ${returnNumber} approved.`).waitFor();
    await owner.getByRole('button', { name: 'Ship replacement' }).click();
    const ship = owner.getByRole('dialog');
    await ship.getByLabel('Courier').selectOption('Delhivery');
    await ship.getByLabel('AWB / tracking number').fill('5566778899');
    await ship.getByRole('button', { name: 'Ship replacement' }).click();
    const shipped = owner.getByText(/^Replacement order #\d+ shipped\.$/);
    const replacementNumber = (await shipped.innerText()).match(/#(\d+)/)?.[1] ?? '';

    // The buyer's tracking page (the same mail's link) shows the replacement.
    await page.goto(running().app.url(order.trackingPath));
    const returns = page.getByRole('region', { name: 'Returns and problems' });
    await returns.getByText('Replacement shipped').first().waitFor();
    expect(await returns.getByText(`#${replacementNumber}`).count()).toBeGreaterThan(0);
    const [mail] = await admin.mailsOf('replacement-shipped', 'asha.misprint@example.in');
    expect(mail?.text).toContain(`#${replacementNumber}`);
    expect(mail?.text).toContain('5566778899');
    expect(errors).toEqual([]);
  });

  it('refunds a skin sent back unused, with a credit note for it', async () => {
    const order = await deliveredOrder('ravi.refund@example.in');
    const { products } = await admin.fetchOrder(order.orderId);
    const itemId = (products[0] as { _id: string })._id;
    const created = await fetch(running().app.url(`/api/orders/${order.orderId}/returns`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Order-Token': order.token },
      body: JSON.stringify({
        lines: [{ itemId, quantity: 1 }],
        reason: 'ChangedMind',
        details: 'Bought it for the wrong phone colour; still sealed.',
        photoIds: [],
        resolution: 'Refund',
      }),
    });
    expect(created.status).toBe(201);
    const { number: returnNumber } = (await created.json()) as { number: string };

    const owner = await ownerOnReturn(returnNumber);
    await owner.getByRole('button', { name: 'Approve', exact: true }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await owner.getByText(`Return ${returnNumber} approved.`).waitFor();
    await owner.getByRole('button', { name: 'Mark received' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Mark received' }).click();
    await owner.getByText(`Return ${returnNumber} marked as received.`).waitFor();
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    const creditNote = owner.getByRole('button', { name: /^Credit note CN\/\d{4}-\d{2}\/\d{6}$/ });
    const creditNoteNumber = (await creditNote.innerText()).replace('Credit note ', '');

    // The buyer's order page shows the refund and the same credit note, which opens as a PDF.
    const { page } = await openAt(running(), phone, order.trackingPath);
    const link = page.getByRole('link', { name: `Credit note ${creditNoteNumber}` });
    const href = (await link.getAttribute('href')) ?? '';
    const pdf = await fetch(running().app.url(href));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    if (text !== null) {
      expect(text).toContain(creditNoteNumber);
      expect(text).toContain(skin.product.name);
    }
    const [mail] = await admin.mailsOf('return-refunded', 'ravi.refund@example.in');
    expect(mail?.text).toContain(creditNoteNumber);
  });
});
