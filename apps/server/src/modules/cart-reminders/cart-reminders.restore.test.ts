import { CART_REMINDER_LINK_EXPIRED, RestoredCartSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartReminderShop,
  DAY_MS,
  draftOf,
  newPipelineId,
  reminderBody,
  SECRET,
} from '../../testing/cart-reminder-kit.ts';
import { uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { products } from '../catalog/catalog.tables.ts';
import { createRestoreToken } from './restore-token.ts';

// GET /api/cart-reminders/{token} (API.md § Cart reminders): the mail's link puts the lines
// back at today's prices, names what it cannot, and works for 14 days after the mail.

const { db, save, restore, remindedCart } = await cartReminderShop({ delayMinutes: 60 });

describe('GET /api/cart-reminders/{token}', () => {
  it('puts the lines back at today’s prices and names the ones it cannot', async () => {
    const cheaper = await createProduct(db, { name: 'Marble Skin', price: 799 });
    const anyDevice = await createProduct(db, {
      name: 'Sticker Pack',
      price: 199,
      compatibility: [],
    });
    const withdrawn = await createProduct(db, { name: 'Retired Skin' });
    const deviceGone = await createProduct(db, {
      name: 'Pixel Skin',
      compatibility: [{ brand: 'Google', models: ['Pixel 9', 'Pixel 8'] }],
    });
    const email = uniqueEmail();
    const line = (productId: string, selectedBrand: string, selectedModel: string) => ({
      productId,
      selectedBrand,
      selectedModel,
      quantity: 1,
    });
    const body = reminderBody(email, [], {
      items: [
        { ...line(cheaper.id, 'Apple', 'iPhone 16 Pro'), quantity: 2 },
        // A product for every device: the cart keeps no device for it.
        line(anyDevice.id, '', ''),
        line(withdrawn.id, 'Apple', 'iPhone 16 Pro'),
        line(deviceGone.id, 'Google', 'Pixel 8'),
      ],
    });
    const { draft, token } = await remindedCart(body);

    // Between the mail and the click: a price drops, a product is withdrawn, a model dropped.
    await db.update(products).set({ priceInPaise: 69_900 }).where(eq(products.id, cheaper.id));
    await db.update(products).set({ active: false }).where(eq(products.id, withdrawn.id));
    await db
      .update(products)
      .set({ compatibility: [{ brand: 'Google', models: ['Pixel 9'] }] })
      .where(eq(products.id, deviceGone.id));

    const response = await restore(token);
    expect(response.statusCode).toBe(200);
    expect(RestoredCartSchema.parse(response.json())).toEqual({
      lines: [
        {
          productId: cheaper.id,
          name: 'Marble Skin',
          slug: cheaper.slug,
          image: cheaper.images[0],
          price: 699,
          gstRate: 0.08,
          selectedBrand: 'Apple',
          selectedModel: 'iPhone 16 Pro',
          quantity: 2,
        },
        {
          productId: anyDevice.id,
          name: 'Sticker Pack',
          slug: anyDevice.slug,
          image: anyDevice.images[0],
          price: 199,
          gstRate: 0.08,
          selectedBrand: '',
          selectedModel: '',
          quantity: 1,
        },
      ],
      dropped: [
        { name: 'Retired Skin', selectedModel: 'iPhone 16 Pro' },
        { name: 'Pixel Skin', selectedModel: 'Pixel 8' },
      ],
    });
    // The first use is recorded, and kept: a second use changes nothing.
    const restored = (await draftOf(db, draft.pipelineId))?.restoredAt;
    expect(restored).toBeInstanceOf(Date);
    expect((await restore(token)).statusCode).toBe(200);
    expect((await draftOf(db, draft.pipelineId))?.restoredAt).toEqual(restored);
  });

  it('answers 404 with words the storefront shows for an expired, tampered or unknown link', async () => {
    const { draft, token } = await remindedCart(
      reminderBody(uniqueEmail(), [await createProduct(db)]),
    );
    const mailedLongAgo = new Date(Date.now() - 15 * DAY_MS);
    const lastChar = token.at(-1) === 'A' ? 'B' : 'A';
    const refused = [
      createRestoreToken(SECRET, draft.id, mailedLongAgo),
      `${token.slice(0, -1)}${lastChar}`,
      createRestoreToken('another-secret-of-at-least-32-characters', draft.id, new Date()),
      // Signed, but for a draft that does not exist (or was deleted after 30 days).
      createRestoreToken(SECRET, '00000000-0000-4000-8000-000000000000', new Date()),
      'not-a-token',
    ];
    for (const bad of refused) {
      const response = await restore(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CART_REMINDER_LINK_EXPIRED });
    }
    // A link a day short of its 14 days still works.
    const lateButValid = createRestoreToken(SECRET, draft.id, new Date(Date.now() - 13 * DAY_MS));
    expect((await restore(lateButValid)).statusCode).toBe(200);
    expect((await restore('x'.repeat(301))).statusCode).toBe(400);
  });

  it('opens only a draft that was mailed', async () => {
    const pipelineId = newPipelineId();
    await save(pipelineId, reminderBody(uniqueEmail(), [await createProduct(db)]));
    const draft = await draftOf(db, pipelineId);
    const response = await restore(createRestoreToken(SECRET, draft?.id ?? '', new Date()));
    expect(response.statusCode).toBe(404);
    expect((await draftOf(db, pipelineId))?.restoredAt).toBeNull();
  });
});
