import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import {
  cartReminderShop,
  draftOf,
  MINUTE_MS,
  newPipelineId,
  reminderBody,
  reminderCalls,
  reminderMailsTo,
} from '../../testing/cart-reminder-kit.ts';
import { uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { NOTHING_TO_REMIND } from './cart-drafts.ts';

// PUT and DELETE /api/checkouts/{pipelineId}/reminder (API.md § Cart reminders): only with the
// tick, only what the shop sells, and a draft the sweep has dealt with is never mailed again.

const { app, db, save, withdraw, sweep } = await cartReminderShop({ delayMinutes: 120 });
const DAY_MINUTES = 24 * 60;

describe('PUT /api/checkouts/{pipelineId}/reminder', () => {
  it('keeps the draft: email lower-cased, the lines as the catalog names them, the value at today’s prices, due after the delay', async () => {
    const [cover, skin] = [
      await createProduct(db, { price: 549 }),
      await createProduct(db, { price: 1299.5 }),
    ];
    const pipelineId = newPipelineId();
    const before = Date.now();
    const body = reminderBody('  Meera.Iyer@Example.IN ', [cover, skin]);
    const response = await save(pipelineId, {
      ...body,
      items: [
        { ...body.items[0], quantity: 2 },
        // The slug names the product as well as its id.
        { ...body.items[1], productId: skin.slug },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const draft = await draftOf(db, pipelineId);
    expect(draft).toMatchObject({
      email: 'meera.iyer@example.in',
      firstName: 'Asha',
      valueInPaise: 2 * 54_900 + 129_950,
      items: [
        { productId: cover.id, name: cover.name, quantity: 2, selectedModel: 'iPhone 16 Pro' },
        { productId: skin.id, name: skin.name, quantity: 1, selectedBrand: 'Apple' },
      ],
      withdrawnAt: null,
      remindedAt: null,
    });
    const due = draft?.remindAt.getTime() ?? 0;
    expect(due).toBeGreaterThanOrEqual(before + 120 * MINUTE_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 120 * MINUTE_MS);
  });

  it('refuses without the tick, a bad checkout id, a bad email or no lines, and keeps nothing', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const good = reminderBody(email, [product]);
    const refusals: [string, unknown, string][] = [
      ['no consent', { ...good, consent: undefined }, 'consent'],
      ['consent false', { ...good, consent: false }, 'consent'],
      ['consent "true"', { ...good, consent: 'true' }, 'consent'],
      ['a bad email', { ...good, email: 'asha@' }, 'email'],
      ['no first name', { ...good, firstName: '  ' }, 'firstName'],
      ['no lines', { ...good, items: [] }, 'items'],
      ['a quantity of 0', { ...good, items: [{ ...good.items[0], quantity: 0 }] }, 'items'],
    ];
    for (const [what, body, field] of refusals) {
      const pipelineId = newPipelineId();
      const response = await save(pipelineId, body);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().details.fields), what).toContain(field);
      expect(await draftOf(db, pipelineId), what).toBeUndefined();
    }
    for (const pipelineId of ['not-a-checkout', 'ABCDEF0123456789', 'abc', 'a'.repeat(65)]) {
      const response = await save(pipelineId, good);
      expect(response.statusCode, pipelineId).toBe(400);
      expect(Object.keys(response.json().details.fields)).toContain('pipelineId');
    }
    const malformed = await app.inject({
      method: 'PUT',
      url: `/api/checkouts/${newPipelineId()}/reminder`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps only the lines the shop sells; none at all is a 400 saying so', async () => {
    const onSale = await createProduct(db, { price: 499 });
    const withdrawn = await createProduct(db, { active: false });
    const pipelineId = newPipelineId();
    const body = reminderBody(uniqueEmail(), [onSale, withdrawn]);
    const unknown = { ...body.items[0], productId: 'no-such-product' };
    expect((await save(pipelineId, { ...body, items: [...body.items, unknown] })).statusCode).toBe(
      204,
    );
    const draft = await draftOf(db, pipelineId);
    expect(draft?.items.map((item) => item.productId)).toEqual([onSale.id]);
    expect(draft?.valueInPaise).toBe(49_900);

    const nothing = newPipelineId();
    const response = await save(nothing, { ...body, items: [body.items[1], unknown] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NOTHING_TO_REMIND,
      details: { fields: { items: NOTHING_TO_REMIND } },
    });
    expect(await draftOf(db, nothing)).toBeUndefined();
  });

  it('moves the time on a later save and brings back a withdrawn draft', async () => {
    const [first, second] = [await createProduct(db), await createProduct(db)];
    const email = uniqueEmail();
    const pipelineId = newPipelineId();
    await save(pipelineId, reminderBody(email, [first]));
    const saved = await draftOf(db, pipelineId);
    expect((await withdraw(pipelineId)).statusCode).toBe(204);
    expect((await draftOf(db, pipelineId))?.withdrawnAt).not.toBeNull();

    await save(pipelineId, reminderBody(email, [second], { firstName: 'Meera' }));
    const moved = await draftOf(db, pipelineId);
    expect(moved).toMatchObject({ withdrawnAt: null, firstName: 'Meera', id: saved?.id });
    expect(moved?.items.map((item) => item.productId)).toEqual([second.id]);
    expect(moved?.remindAt.getTime()).toBeGreaterThanOrEqual(saved?.remindAt.getTime() ?? 0);
  });

  it('answers DELETE with 204 when there is no draft, and refuses a bad id', async () => {
    expect((await withdraw(newPipelineId())).statusCode).toBe(204);
    expect((await withdraw('NOT-HEX')).statusCode).toBe(400);
  });

  it('never reminds a draft twice: a save after its mail changes nothing', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const pipelineId = newPipelineId();
    await save(pipelineId, reminderBody(email, [product]));
    await sweep(121);
    const mailed = await draftOf(db, pipelineId);
    expect(mailed?.mailId).not.toBeNull();

    expect((await save(pipelineId, reminderBody(email, [product]))).statusCode).toBe(204);
    expect(await draftOf(db, pipelineId)).toEqual(mailed);
    await sweep(2 * DAY_MINUTES);
    expect(await reminderMailsTo(db, email)).toHaveLength(1);
  });
});

describe('the reminder calls behind the store’s password', () => {
  it('answers 403 STORE_LOCKED before looking at the request', async () => {
    const gated = await buildTestApp({ STORE_PASSWORD: 'open-sesame' });
    const calls = reminderCalls(gated.app);
    for (const response of [
      await calls.save(newPipelineId(), {}),
      await calls.withdraw(newPipelineId()),
      await calls.restore('anything'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('STORE_LOCKED');
    }
  });
});
