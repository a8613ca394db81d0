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

export function buildMailList(mails: OutboxMail[], total = mails.length) {
  return {
    data: mails.map(({ html: _html, text: _text, ...summary }) => summary),
    page: 1,
    limit: 20,
    total,
    totalPages: Math.ceil(total / 20),
  };
}
