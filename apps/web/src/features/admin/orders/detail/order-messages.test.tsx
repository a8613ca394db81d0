import type { OrderActivity } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMail, buildUndeliverableWhatsApp } from '#testing/admin/outbox-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildActivity, buildAdminOrder, ORDER_ID } from '#testing/order-fixtures.ts';

// Newest first, as the server lists them: the shipped update by WhatsApp (read), its SMS twin
// after WhatsApp could not reach a second number, and the two mails.
const whatsappRead = buildMail({
  _id: 'msg-4',
  channel: 'whatsapp',
  deliveryStatus: 'read',
  kind: 'order_shipped',
  to: '919876543210',
  subject: 'WhatsApp · order_shipped',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-03-14T06:00:01.000Z',
  sentAt: '2026-03-14T06:00:02.000Z',
});
const smsSent = buildMail({
  _id: 'msg-3',
  channel: 'sms',
  deliveryStatus: 'sent',
  kind: 'order_confirmation',
  to: '919812300456',
  subject: 'SMS · order_confirmation',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-03-12T09:05:04.000Z',
  sentAt: '2026-03-12T09:05:05.000Z',
});
const whatsappUndeliverable = buildUndeliverableWhatsApp({
  _id: 'msg-2',
  createdAt: '2026-03-12T09:05:01.000Z',
});
const mailSent = buildMail({
  _id: 'mail-1',
  kind: 'order-confirmation',
  to: 'asha@example.in',
  subject: 'Your Skins order #1042 is confirmed',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-03-12T09:05:01.000Z',
  sentAt: '2026-03-12T09:05:03.000Z',
});

function renderMessages(mails: OrderActivity['mails']) {
  return renderAdmin(`/admin/orders/${ORDER_ID}`, (call) => {
    if (call.path === `/orders/${ORDER_ID}`) {
      return jsonResponse(buildAdminOrder({ status: 'Shipped' }));
    }
    if (call.path === `/orders/${ORDER_ID}/activity`) {
      return jsonResponse(buildActivity([], { mails }));
    }
    return undefined;
  });
}

describe('the order page’s messages', () => {
  it('shows each message with its channel, what it is, to whom, its status and its delivery', async () => {
    renderMessages([whatsappRead, smsSent, whatsappUndeliverable, mailSent]);

    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 4000 });
    const rows = await within(section).findAllByRole('listitem');
    // 06:00 UTC is 11:30 in India; 09:05 is 14:35.
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhatsAppOrder shippedSentTo +91 98765 4321014 Mar 2026, 11:30 am · Delivery: Read',
      'SMSOrder confirmationSentTo +91 98123 0045612 Mar 2026, 02:35 pm · Delivery: Sent',
      'WhatsAppOrder confirmationFailedTo +91 98123 0045612 Mar 2026, 02:35 pm · Delivery: Failed · (#131026) Message undeliverable',
      'EmailOrder confirmationSentTo asha@example.in12 Mar 2026, 02:35 pm',
    ]);
    const [first] = rows;
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Order shipped' })
        .getAttribute('href'),
    ).toBe('/admin/outbox/msg-4');
    // The channel is a word, read out as it is shown; the colour only helps.
    expect(within(first as HTMLElement).getByText('WhatsApp').tagName).toBe('SPAN');
    expect(within(first as HTMLElement).getByTitle('The shopper opened it').textContent).toBe(
      'Delivery: Read',
    );
    expect(within(first as HTMLElement).getByTitle('Handed to WhatsApp').textContent).toBe('Sent');
  });

  it('says no delivery for a WhatsApp message the provider has not reported on', async () => {
    renderMessages([
      buildMail({
        ...whatsappRead,
        deliveryStatus: null,
        status: 'queued',
        sentAt: null,
        createdAt: '2026-03-14T06:00:01.000Z',
      }),
    ]);

    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 4000 });
    const [row] = await within(section).findAllByRole('listitem');
    expect(row?.textContent).toBe(
      'WhatsAppOrder shippedQueuedTo +91 98765 4321014 Mar 2026, 11:30 am',
    );
  });

  it('shows a number in any other shape as the server wrote it', async () => {
    renderMessages([buildMail({ ...smsSent, to: '+1 415 555 0100' })]);

    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 4000 });
    expect(await within(section).findByText('To +1 415 555 0100')).toBeTruthy();
  });

  it('says when nothing has been written for the order', async () => {
    renderMessages([]);

    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 4000 });
    expect(
      await within(section).findByText('No mails or messages about this order yet.'),
    ).toBeTruthy();
  });

  it('says why the messages could not be loaded, with a retry', async () => {
    renderAdmin(`/admin/orders/${ORDER_ID}`, (call) => {
      if (call.path === `/orders/${ORDER_ID}`) return jsonResponse(buildAdminOrder());
      if (call.path === `/orders/${ORDER_ID}/activity`) {
        return jsonResponse({ message: 'Only admins may see this.', code: 'FORBIDDEN' }, 403);
      }
      return undefined;
    });

    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 4000 });
    expect(await within(section).findByText('Only admins may see this.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
