import { CART_REMINDER_COPY } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  cartReminderShop,
  DAY_MS,
  draftOf,
  newPipelineId,
  PUBLIC_URL,
  reminderBody,
  reminderMailsTo,
  restoreTokenOf,
  SECRET,
} from '../../testing/cart-reminder-kit.ts';
import { uniqueEmail } from '../../testing/checkout-requests.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { type ProductRow, products } from '../catalog/catalog.tables.ts';
import { readRestoreToken } from './restore-token.ts';
import { createStopToken } from './stop-link.ts';

// The sweep (API.md § Cart reminders): one mail after the delay, unless the shopper ordered,
// withdrew, opted out, or nothing is left on sale; several drafts of one email make one mail.

const DELAY = 600;
const { db, save, withdraw, sweep } = await cartReminderShop();

async function saved(email: string, productList?: ProductRow[]) {
  const pipelineId = newPipelineId();
  const lines = productList ?? [await createProduct(db)];
  expect((await save(pipelineId, reminderBody(email, lines))).statusCode).toBe(204);
  return pipelineId;
}

describe('the cart reminder sweep', () => {
  it('sends nothing before the delay, then one mail: the lines at today’s prices, a restore link, its own stop link', async () => {
    const product = await createProduct(db, { name: 'Carbon Fibre Skin', price: 549 });
    const email = uniqueEmail();
    const pipelineId = await saved(email, [product]);

    await sweep(DELAY - 1);
    expect(await reminderMailsTo(db, email)).toHaveLength(0);
    // The price changes before the mail: the mail says today's.
    await db.update(products).set({ priceInPaise: 49_900 }).where(eq(products.id, product.id));

    await sweep(DELAY + 1);
    await sweep(DELAY + 2);
    const mails = await reminderMailsTo(db, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const draft = await draftOf(db, pipelineId);
    expect(draft).toMatchObject({ mailId: mail?.id, skipped: null });
    expect(mail?.subject).toBe('You left something in your cart at Skins');
    expect(mail?.text).toContain('Hi Asha');
    expect(mail?.text).toContain('Carbon Fibre Skin');
    expect(mail?.text).toContain('Apple · iPhone 16 Pro · 1 × Rs. 499.00 = Rs. 499.00');
    expect(mail?.text).not.toContain('549');
    expect(mail?.html).toContain(`src="${PUBLIC_URL}${product.images[0]}"`);
    // No offer is made, so none is named.
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/offer|coupon|discount|% off/i);

    const token = restoreTokenOf(mail?.text ?? '');
    expect(mail?.text).toContain(`${PUBLIC_URL}/cart/restore/${token}`);
    expect(readRestoreToken(SECRET, token)).toBe(draft?.id);
    const stop = `${PUBLIC_URL}/cart-reminders/stop?${new URLSearchParams({ email, token: createStopToken(SECRET, email) })}`;
    expect(mail?.text).toContain(stop);
    expect(mail?.html).toContain(stop.replaceAll('&', '&amp;'));
    expect(mail?.text).not.toContain('/subscription');
    // Why it came: the box the shopper ticked, in its own words.
    expect(mail?.text).toContain(`ticked “${CART_REMINDER_COPY.label}” at checkout`);
  });

  it('sends nothing for a withdrawn draft', async () => {
    const email = uniqueEmail();
    const pipelineId = await saved(email);
    await withdraw(pipelineId);
    await sweep(DELAY + 1);
    expect(await reminderMailsTo(db, email)).toHaveLength(0);
    // Withdrawn drafts wait for a later save: the sweep leaves them as they are.
    expect(await draftOf(db, pipelineId)).toMatchObject({ remindedAt: null, skipped: null });
  });

  it('sends nothing when the email has ordered since the draft', async () => {
    const email = uniqueEmail();
    const pipelineId = await saved(email);
    await createOrder(db, { email: email.toUpperCase(), paymentMethod: 'COD' });
    await sweep(DELAY + 1);
    expect(await reminderMailsTo(db, email)).toHaveLength(0);
    expect((await draftOf(db, pipelineId))?.skipped).toBe('ordered');
  });

  it('still reminds when the only order came before the draft', async () => {
    const email = uniqueEmail();
    await createOrder(db, { email, createdAt: new Date(Date.now() - DAY_MS) });
    await saved(email);
    await sweep(DELAY + 1);
    expect(await reminderMailsTo(db, email)).toHaveLength(1);
  });

  it('sends nothing when every product has been withdrawn, and leaves out the withdrawn ones otherwise', async () => {
    const [gone, alsoGone, kept] = [
      await createProduct(db, { name: 'Gone Skin' }),
      await createProduct(db),
      await createProduct(db, { name: 'Kept Skin' }),
    ];
    const allGone = uniqueEmail();
    const pipelineId = await saved(allGone, [gone, alsoGone]);
    const someGone = uniqueEmail();
    await saved(someGone, [gone, kept]);
    await db.update(products).set({ active: false }).where(eq(products.id, gone.id));
    await db.update(products).set({ active: false }).where(eq(products.id, alsoGone.id));

    await sweep(DELAY + 1);
    expect(await reminderMailsTo(db, allGone)).toHaveLength(0);
    expect((await draftOf(db, pipelineId))?.skipped).toBe('unavailable');
    const [mail] = await reminderMailsTo(db, someGone);
    expect(mail?.text).toContain('Kept Skin');
    expect(mail?.text).not.toContain('Gone Skin');
  });

  it('makes one mail of several drafts of one email within a day: the newest cart', async () => {
    const [older, newer] = [
      await createProduct(db, { name: 'Older Cart Skin' }),
      await createProduct(db, { name: 'Newer Cart Skin' }),
    ];
    const email = uniqueEmail();
    const first = await saved(email, [older]);
    const second = await saved(email, [newer]);
    await sweep(DELAY + 1);
    const mails = await reminderMailsTo(db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Newer Cart Skin');
    expect(mails[0]?.text).not.toContain('Older Cart Skin');
    expect((await draftOf(db, first))?.skipped).toBe('merged');
    expect((await draftOf(db, second))?.mailId).toBe(mails[0]?.id);

    // Another cart the same day: no second mail; a day after the mail, a new cart gets its own.
    const third = await saved(email, [older]);
    await sweep(DELAY + 2);
    expect((await draftOf(db, third))?.skipped).toBe('merged');
    await saved(email, [older]);
    await sweep(DELAY + 1 + 24 * 60 + 1);
    expect(await reminderMailsTo(db, email)).toHaveLength(2);
  });

  it('sends at once with CART_REMINDER_DELAY_MINUTES=0: the save wakes the app’s own sweep', async () => {
    const atOnce = await cartReminderShop({ delayMinutes: 0 });
    const product = await createProduct(atOnce.db);
    const email = uniqueEmail();
    const response = await atOnce.save(newPipelineId(), reminderBody(email, [product]));
    expect(response.statusCode).toBe(204);
    // No pass is run here: the app's sweep, woken by the save, sends it long before its minute.
    await vi.waitFor(async () => expect(await reminderMailsTo(atOnce.db, email)).toHaveLength(1), {
      timeout: 15_000,
      interval: 50,
    });
    // The minute's pass after it finds the draft dealt with: still one mail.
    await atOnce.sweep(1);
    expect(await reminderMailsTo(atOnce.db, email)).toHaveLength(1);
  });

  it('sends one mail when two instances sweep at once', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) {
      await saved(email);
      await saved(email);
    }
    await Promise.all([sweep(DELAY + 1), sweep(DELAY + 1), sweep(DELAY + 1)]);
    for (const email of emails) expect(await reminderMailsTo(db, email)).toHaveLength(1);
  });

  it('deletes drafts 30 days after they were made, mailed or not', async () => {
    const email = uniqueEmail();
    const mailed = await saved(email);
    await sweep(DELAY + 1);
    const waiting = await saved(uniqueEmail());
    await withdraw(waiting);
    await sweep(30 * 24 * 60 - 1);
    expect(await draftOf(db, mailed)).toBeDefined();
    await sweep(30 * 24 * 60 + 1);
    expect(await draftOf(db, mailed)).toBeUndefined();
    expect(await draftOf(db, waiting)).toBeUndefined();
    // The mail itself stays in the outbox, as every mail does.
    expect(await reminderMailsTo(db, email)).toHaveLength(1);
  });
});
