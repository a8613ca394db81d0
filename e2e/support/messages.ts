import {
  type AdminCartReminder,
  AdminCartReminderListSchema,
  OutboxMailListSchema,
  type OutboxMailSummary,
} from '@skins/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { FakeWhatsApp, type SentWhatsApp } from '../../apps/server/src/testing/fake-whatsapp.ts';
import { adminEnv, signIn } from './admin.ts';
import type { adminApi } from './admin-api.ts';
import { desktop, openPage } from './browser.ts';
import { openShopSession, type ShopSession } from './shop-session.ts';

// Order updates on WhatsApp and cart reminders (issue [16]): the shop against the project's fake
// Cloud API (in this process, on 127.0.0.1), and the admin API's views of what it wrote.

export interface MessagesShop {
  shop: ShopSession;
  whatsapp: FakeWhatsApp;
}

/**
 * One shop for a spec file with WhatsApp on (the fake's WHATSAPP_* settings), a cart reminder due
 * the moment it is saved (CART_REMINDER_DELAY_MINUTES=0) and the e2e admin. The fake starts
 * first: the shop's settings name its port. E2E_PORT pins the shop's port and the fake takes the
 * next one, as in checkout-razorpay.spec.ts.
 */
export function useMessagesShop(): () => MessagesShop {
  let whatsapp: FakeWhatsApp | undefined;
  let shop: ShopSession | undefined;
  beforeAll(async () => {
    const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
    whatsapp = await FakeWhatsApp.start({ port: port === undefined ? undefined : port + 1 });
    shop = await openShopSession({
      port,
      env: { ...adminEnv, ...whatsapp.env(), CART_REMINDER_DELAY_MINUTES: '0' },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await whatsapp?.close();
  });
  return () => {
    if (!shop || !whatsapp)
      throw new Error('the shop, the browser or the fake WhatsApp did not start');
    return { shop, whatsapp };
  };
}

/** A shipping form's phone as messages address it: `91` and the 10 digits. */
export const messagePhone = (phone: string): string => `91${phone}`;

/** The template messages the fake Cloud API accepted for `to`, of one template. */
export const whatsAppsTo = (fake: FakeWhatsApp, template: string, to: string): SentWhatsApp[] =>
  fake.sentOf(template).filter((message) => message.to === to);

/** Every WhatsApp message and SMS the outbox holds for `to`, whatever its kind or status. */
export async function outboxMessagesTo(
  admin: ReturnType<typeof adminApi>,
  to: string,
): Promise<OutboxMailSummary[]> {
  const list = OutboxMailListSchema.parse(
    await (await admin.call('GET', '/api/mail/outbox?limit=100')).json(),
  );
  return list.data.filter((row) => row.channel !== 'email' && row.to === to);
}

/** The saved carts of `email` in the admin's list of cart reminders, newest first. */
export async function cartRemindersOf(
  admin: ReturnType<typeof adminApi>,
  email: string,
): Promise<AdminCartReminder[]> {
  const list = AdminCartReminderListSchema.parse(
    await (await admin.call('GET', '/api/admin/cart-reminders?limit=100')).json(),
  );
  return list.data.filter((reminder) => reminder.email === email);
}

/** The path of a cart reminder mail's restore link, from its text. */
export function restorePathIn(mailText: string): string {
  const link = mailText.match(/https?:\/\/\S+\/cart\/restore\/\S+/)?.[0];
  if (!link) throw new Error('no restore link in the cart reminder mail');
  return new URL(link).pathname;
}

/** The owner, signed in on a desktop, on an admin page (its data loaded by the page itself). */
export async function ownerAt(shop: ShopSession, path: string): Promise<Page> {
  const owner = await openPage(shop.browser, desktop);
  await owner.goto(shop.app.url('/login'));
  await signIn(owner);
  await owner.goto(shop.app.url(path));
  return owner;
}
