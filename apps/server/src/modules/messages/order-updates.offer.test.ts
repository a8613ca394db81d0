import { StoreConfigSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../testing/build-test-app.ts';
import {
  confirmationMailOf,
  freshPhone,
  messagesOf,
  orderMessagesApp,
  orderMessagesHelpers,
} from '../../testing/order-messages-kit.ts';
import { startFakeProviders } from '../../testing/outbox-channels-kit.ts';
import { orders } from '../orders/orders.tables.ts';

// What the shop offers (decision 060): SMS counts as a channel only with at least one DLT
// template. Without one no SMS is ever sent, so the store config must not show the box, the
// privacy policy must not name SMS, and a tick must not make the confirmation mail promise
// updates "by SMS".

const { whatsapp, msg91 } = await startFakeProviders();
const smsWithoutTemplates = await orderMessagesApp({ env: msg91.env([]) });
const smsWithOneTemplate = await orderMessagesApp({ env: msg91.env(['order_shipped']) });
const whatsappAndBareSms = await orderMessagesApp({ whatsapp, env: msg91.env([]) });

async function channelsOf({ app }: TestContext) {
  const answer = await app.inject({ method: 'GET', url: '/api/store/config' });
  expect(answer.statusCode).toBe(200);
  return StoreConfigSchema.parse(answer.json()).messages;
}

/** A paid order whose shopper ticked the box, as the order and its confirmation mail keep it. */
async function tickedOrder(context: TestContext) {
  const { db } = context.database;
  const { orderId } = await orderMessagesHelpers(context).placeOnline({
    phone: freshPhone(),
    whatsappUpdates: true,
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const mail = await confirmationMailOf(db, orderId);
  if (!order) throw new Error('no order');
  return { order, mail, messages: await messagesOf(db, orderId) };
}

describe('SMS configured without any SMS_TEMPLATE_*', () => {
  it('offers no order updates: no channel in the store config', async () => {
    expect(await channelsOf(smsWithoutTemplates)).toEqual({ whatsapp: false, sms: false });
  });

  it('ignores a tick: no consent kept, no "by SMS" in the mail, no message rows', async () => {
    const { order, mail, messages } = await tickedOrder(smsWithoutTemplates);
    expect(order.whatsappConsentAt).toBeNull();
    expect(mail.text).not.toContain('updates on this order');
    expect(messages).toEqual([]);
  });

  it('leaves WhatsApp offered alone, without naming SMS as its fallback', async () => {
    expect(await channelsOf(whatsappAndBareSms)).toEqual({ whatsapp: true, sms: false });
    const { order, mail } = await tickedOrder(whatsappAndBareSms);
    expect(order.whatsappConsentAt).not.toBeNull();
    expect(mail.text).toContain('You will get updates on this order on WhatsApp');
  });
});

describe('SMS configured with a template', () => {
  it('offers updates by SMS and keeps the tick as consent', async () => {
    expect(await channelsOf(smsWithOneTemplate)).toEqual({ whatsapp: false, sms: true });
    const { order, mail } = await tickedOrder(smsWithOneTemplate);
    expect(order.whatsappConsentAt).not.toBeNull();
    expect(mail.text).toContain('You will get updates on this order by SMS');
  });
});
