import { ErrorBodySchema, MAIL_MAX_SEND_ATTEMPTS, OutboxMailSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import {
  shippedBySms,
  shippedOnWhatsApp,
  startFakeProviders,
} from '../../testing/outbox-channels-kit.ts';
import { mailOutbox } from './mail.tables.ts';

// The admin's "Send again" for a WhatsApp message or SMS that gave up: by its own provider, and
// refused (409) when that channel is not set up, whatever the mail server.

const { whatsapp, msg91 } = await startFakeProviders();
const { app, database } = await buildTestApp(
  { ...whatsapp.env(), ...msg91.env() },
  { authenticateAdmin },
);

async function gaveUp(db: typeof database.db, channel: 'whatsapp' | 'sms', phone: string) {
  const message = channel === 'whatsapp' ? shippedOnWhatsApp(phone) : shippedBySms(phone);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      channel,
      toAddress: phone,
      subject: message.subject,
      html: '<p>Shipped</p>',
      text: message.text,
      payload: message.payload,
      status: 'failed',
      attempts: MAIL_MAX_SEND_ATTEMPTS,
      lastError: 'WhatsApp answered 500: Something went wrong',
    })
    .returning();
  if (!row) throw new Error('no row');
  return row.id;
}

const sendAgain = (target: typeof app, id: string) =>
  target.inject({ method: 'POST', url: `/api/mail/outbox/${id}/send`, headers: ADMIN });

describe('Send again, per channel', () => {
  it('sends a WhatsApp message and an SMS that gave up through their providers', async () => {
    for (const channel of ['whatsapp', 'sms'] as const) {
      const id = await gaveUp(database.db, channel, '919844000001');
      const response = await sendAgain(app, id);
      expect(response.statusCode, channel).toBe(200);
      expect(OutboxMailSchema.parse(response.json())).toMatchObject({
        _id: id,
        channel,
        status: 'sent',
        deliveryStatus: 'sent',
        attempts: MAIL_MAX_SEND_ATTEMPTS + 1,
        lastError: null,
      });
    }
    expect(whatsapp.sent.filter((m) => m.to === '919844000001')).toHaveLength(1);
    expect(msg91.sent.filter((m) => m.to === '919844000001')).toHaveLength(1);
  });

  it('answers 409 naming the missing settings when the channel is off, sending nothing', async () => {
    const { app: mailOnly, database: other } = await buildTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:2525' },
      { authenticateAdmin },
    );
    const cases = [
      ['whatsapp', 'WhatsApp is not set up (WHATSAPP_*): no WhatsApp message can be sent'],
      ['sms', 'SMS is not set up (SMS_PROVIDER): no SMS can be sent'],
    ] as const;
    for (const [channel, message] of cases) {
      const id = await gaveUp(other.db, channel, '919844000002');
      const response = await sendAgain(mailOnly, id);
      expect(response.statusCode, channel).toBe(409);
      expect(ErrorBodySchema.parse(response.json())).toMatchObject({ code: 'CONFLICT', message });
    }
    expect(whatsapp.sent.filter((m) => m.to === '919844000002')).toEqual([]);
    expect(msg91.sent.filter((m) => m.to === '919844000002')).toEqual([]);
  });
});
