import type { OutboxMail } from '@skins/shared';

/** A mail as the server answers it, for the screens' tests. */
export function buildMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    _id: 'mail-1',
    channel: 'email',
    deliveryStatus: null,
    kind: 'welcome',
    to: 'asha@example.in',
    subject: 'Welcome to Skins: your 10% code',
    status: 'kept',
    attempts: 0,
    lastError: null,
    createdAt: '2026-11-23T04:00:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    html: '<h1>Welcome</h1><p>Your code is <strong>WELCOME-7QK2MD</strong>.</p>',
    text: 'Welcome\n\nYour code is WELCOME-7QK2MD.',
    ...overrides,
  };
}

/**
 * A WhatsApp confirmation Meta could not deliver (error 131026: the number is not on WhatsApp),
 * as the outbox lists it after its one try.
 */
export function buildUndeliverableWhatsApp(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return buildMail({
    channel: 'whatsapp',
    deliveryStatus: 'failed',
    kind: 'order_confirmation',
    to: '919812300456',
    subject: 'WhatsApp · order_confirmation',
    status: 'failed',
    attempts: 1,
    lastError: '(#131026) Message undeliverable',
    ...overrides,
  });
}

export function buildMailList(mails: OutboxMail[], total = mails.length) {
  return {
    data: mails.map(({ html: _html, text: _text, ...summary }) => summary),
    page: 1,
    limit: 20,
    total,
    totalPages: Math.ceil(total / 20),
  };
}
