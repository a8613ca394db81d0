import {
  CART_REMINDER_COPY,
  CART_REMINDER_KEEP_DAYS,
  CART_REMINDER_LINK_DAYS,
  ORDER_UPDATES_CONSENT,
  type StoreConfig,
} from '@skins/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAILS_WE_SEND } from '#features/content/mails-we-send.ts';
import { textBlocksOf, unlockWithEmptyCatalog } from '#testing/shop-copy.tsx';
import { buildStoreConfig } from '#testing/store-config.ts';

// The privacy policy and the FAQ checked against issue [16]: a cart reminder is kept only with
// the checkout's tick and deleted after CART_REMINDER_KEEP_DAYS, with its own stop link apart
// from the newsletter; order updates on WhatsApp or by SMS are described only while the server
// has that channel, in the checkout box's words, with the way out that channel really has (STOP
// is read on WhatsApp only; the confirmation mail's link stops both).

beforeEach(unlockWithEmptyCatalog);

const configWith = (messages: StoreConfig['messages']) => buildStoreConfig({ messages });
const NO_CHANNEL = configWith({ whatsapp: false, sms: false });
const BOTH = configWith({ whatsapp: true, sms: true });
const WHATSAPP_ONLY = configWith({ whatsapp: true, sms: false });
const SMS_ONLY = configWith({ whatsapp: false, sms: true });

const textOf = async (path: string, config: StoreConfig) =>
  (await textBlocksOf(path, config)).join('\n');

describe('cart reminders, as the privacy policy tells them', () => {
  it('keeps a saved cart only when the box is ticked, naming the box and what is kept', async () => {
    const text = await textOf('/policies/privacy', NO_CHANNEL);
    expect(text).toContain(`only if you tick “${CART_REMINDER_COPY.label}” at checkout`);
    expect(text).toContain(
      'we keep your email address, your first name and the items in that cart (product, device and quantity); with the box unticked, nothing is kept.',
    );
    // The browser's cart is no longer said never to leave it before an order.
    expect(text).toContain(
      'are not sent to us unless you place an order or ask for a cart reminder',
    );
    expect(text).not.toMatch(/never sent to us/);
  });

  it(`deletes the saved cart ${CART_REMINDER_KEEP_DAYS} days after it was made`, async () => {
    expect(CART_REMINDER_KEEP_DAYS).toBe(30);
    const text = await textOf('/policies/privacy', NO_CHANNEL);
    expect(text).toContain(
      `We delete the saved cart ${CART_REMINDER_KEEP_DAYS} days after it was made.`,
    );
  });

  it('sends one email with its own stop link, apart from the newsletter', async () => {
    const text = await textOf('/policies/privacy', NO_CHANNEL);
    expect(text).toContain('we send one cart reminder email');
    expect(text).toContain(
      'The cart reminder email has its own link to stop cart reminders. They are separate from the newsletter: stopping one does not change the other.',
    );
    // The mail names no offer (the server's cartReminderMail makes none): nor does the policy.
    expect(text).not.toMatch(/\boffer/i);
  });

  it('is listed among the mails in the FAQ, with how long its link works', async () => {
    const mail = MAILS_WE_SEND.find((entry) => entry.name === 'Cart reminder');
    expect(mail?.when).toContain(`“${CART_REMINDER_COPY.label}”`);
    expect(mail?.what).toContain(`(for ${CART_REMINDER_LINK_DAYS} days)`);
    const faq = await textOf('/faq', NO_CHANNEL);
    expect(faq).toContain(`Cart reminder, ${mail?.when}: ${mail?.what}.`);
  });
});

const MESSAGE_WORDS = /whatsapp|\bsms\b|\bmeta\b/i;
// The word to answer on WhatsApp, in capitals; "stop cart reminders" is another matter.
const REPLY_STOP = /\bSTOP\b/;

describe('order updates beyond mail, while no channel is configured (the default)', () => {
  it.each(['/policies/privacy', '/faq', '/policies/shipping', '/policies/terms'])(
    '%s says nothing of WhatsApp or SMS',
    async (path) => {
      const text = await textOf(path, NO_CHANNEL);
      expect(text).not.toMatch(MESSAGE_WORDS);
      expect(text).not.toMatch(REPLY_STOP);
    },
  );
});

describe('order updates on WhatsApp, with SMS where WhatsApp cannot deliver', () => {
  it('the privacy policy names the box, what is sent, who carries it and how to stop it', async () => {
    const text = await textOf('/policies/privacy', BOTH);
    expect(text).toContain(`if you tick “${ORDER_UPDATES_CONSENT.whatsapp}” at checkout`);
    expect(text).toContain(
      "on WhatsApp, through Meta's WhatsApp Business platform, or by SMS through an Indian SMS provider when WhatsApp cannot reach your number",
    );
    expect(text).toContain('Nothing else, and no marketing.');
    expect(text).toContain(
      'To stop them, reply STOP to any of them on WhatsApp, or use the link in your order confirmation mail.',
    );
    expect(text).toContain('If you asked for order updates, Meta (WhatsApp) and our SMS provider');
  });

  it('the FAQ answers whether updates come on WhatsApp, after the mails', async () => {
    const blocks = await textBlocksOf('/faq', BOTH);
    const question = blocks.indexOf('Can I get order updates on WhatsApp?');
    expect(question).toBeGreaterThan(blocks.indexOf('Which emails will I get from you?'));
    expect(blocks.join('\n')).toContain(`Yes, if you tick “${ORDER_UPDATES_CONSENT.whatsapp}”`);
  });

  it('with WhatsApp alone, no SMS is promised', async () => {
    const text = await textOf('/policies/privacy', WHATSAPP_ONLY);
    expect(text).toContain("on WhatsApp, through Meta's WhatsApp Business platform:");
    expect(text).not.toMatch(/\bSMS\b/);
  });
});

describe('order updates by SMS alone', () => {
  it('the privacy policy says SMS, and the way out is the confirmation mail’s link, not STOP', async () => {
    const text = await textOf('/policies/privacy', SMS_ONLY);
    expect(text).toContain(`if you tick “${ORDER_UPDATES_CONSENT.sms}” at checkout`);
    expect(text).toContain('by SMS, through an Indian SMS provider');
    expect(text).toContain('To stop them, use the link in your order confirmation mail.');
    expect(text).not.toMatch(/whatsapp|\bmeta\b/i);
    expect(text).not.toMatch(REPLY_STOP);
  });

  it('the FAQ asks about SMS', async () => {
    const blocks = await textBlocksOf('/faq', SMS_ONLY);
    expect(blocks).toContain('Can I get order updates by SMS?');
    expect(blocks.join('\n')).not.toMatch(/whatsapp/i);
  });
});
