import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMail,
  buildMailList,
  buildUndeliverableWhatsApp,
} from '#testing/admin/outbox-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

// WhatsApp and SMS rows of the one outbox: the number in `to`, the template in `subject`, the
// text the shopper read in `text`, no HTML.
const shippedOnWhatsApp = buildMail({
  _id: 'msg-1',
  channel: 'whatsapp',
  deliveryStatus: 'read',
  kind: 'order_shipped',
  to: '919876543210',
  subject: 'WhatsApp · order_shipped',
  status: 'sent',
  attempts: 1,
  sentAt: '2026-11-23T04:01:00.000Z',
  html: '',
  text: 'Your Skins order #1042 has shipped with Delhivery, AWB DL-77.\nTrack it: https://skins.test/track-order/1042',
});
const confirmedBySms = buildMail({
  _id: 'msg-2',
  channel: 'sms',
  deliveryStatus: 'sent',
  kind: 'order_confirmation',
  to: '919812300456',
  subject: 'SMS · order_confirmation',
  status: 'sent',
  attempts: 1,
  sentAt: '2026-11-23T04:02:00.000Z',
  html: '',
  text: 'Skins: order #1043 confirmed. Rs. 1,098.00 cash to pay on delivery.',
});
const undeliverable = buildUndeliverableWhatsApp({
  _id: 'msg-3',
  html: '',
  text: 'Your Skins order #1043 is confirmed.',
});

function openRow(mail: ReturnType<typeof buildMail>) {
  return renderAdmin(`/admin/outbox/${mail._id}`, (call) =>
    call.path === `/mail/outbox/${mail._id}` && call.method === 'GET'
      ? jsonResponse(mail)
      : undefined,
  );
}

describe('WhatsApp messages and SMS in the outbox', () => {
  it('lists each row’s channel, the number as staff read it, and the provider’s report', async () => {
    renderAdmin('/admin/outbox', (call) =>
      call.path === '/mail/outbox'
        ? jsonResponse(buildMailList([shippedOnWhatsApp, confirmedBySms, buildMail()]))
        : undefined,
    );

    const table = await screen.findByRole(
      'table',
      { name: 'Messages in the outbox' },
      { timeout: 4000 },
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Subject', 'Channel', 'To', 'Kind', 'Status', 'Attempts', 'Written', 'Sent']);

    const whatsappRow = within(table).getByRole('row', { name: /WhatsApp · order_shipped/ });
    expect(within(whatsappRow).getByText('WhatsApp')).toBeTruthy();
    expect(within(whatsappRow).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(whatsappRow).getByText('Order shipped')).toBeTruthy();
    expect(within(whatsappRow).getByText('Delivery: Read')).toBeTruthy();
    expect(within(whatsappRow).getByTitle('Handed to WhatsApp').textContent).toBe('Sent');

    const smsRow = within(table).getByRole('row', { name: /SMS · order_confirmation/ });
    expect(within(smsRow).getByText('SMS')).toBeTruthy();
    expect(within(smsRow).getByText('+91 98123 00456')).toBeTruthy();
    expect(within(smsRow).getByText('Delivery: Sent')).toBeTruthy();
    expect(
      within(smsRow).getByRole('link', { name: 'SMS · order_confirmation' }).getAttribute('href'),
    ).toBe('/admin/outbox/msg-2');

    // A mail has no delivery report: the mail server's answer is all the shop hears.
    const mailRow = within(table).getByRole('row', { name: /your 10% code/ });
    expect(within(mailRow).getByText('Email')).toBeTruthy();
    expect(within(mailRow).queryByText(/Delivery:/)).toBeNull();
    expect(screen.getByText('3 messages')).toBeTruthy();
  });

  it('previews a WhatsApp message as its text, with no HTML frame', async () => {
    const { api } = openRow(shippedOnWhatsApp);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'WhatsApp · Order shipped' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(api.callsTo('/mail/outbox/msg-1')).toHaveLength(1);

    const details = screen.getByRole('region', { name: 'Message details' });
    expect(within(details).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(details).getByText('WhatsApp')).toBeTruthy();
    expect(within(details).getByText('Read')).toBeTruthy();
    expect(within(details).getByText('The shopper opened it')).toBeTruthy();
    expect(within(details).getByText('Handed to WhatsApp')).toBeTruthy();

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/has shipped with Delhivery, AWB DL-77/).textContent).toBe(
      shippedOnWhatsApp.text,
    );
    expect(within(preview).getByText('The WhatsApp text')).toBeTruthy();
    expect(preview.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Send again' })).toBeNull();
  });

  it('says when a message has no report yet, or no text kept', async () => {
    openRow({ ...confirmedBySms, deliveryStatus: null, status: 'queued', sentAt: null, text: '' });

    const details = await screen.findByRole(
      'region',
      { name: 'Message details' },
      { timeout: 4000 },
    );
    expect(within(details).getByText('No report yet')).toBeTruthy();
    expect(within(details).getByText('SMS')).toBeTruthy();
    expect(screen.getByText('The shop kept no text for this message.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'SMS · Order confirmation' }),
    ).toBeTruthy();
  });

  it('sends a WhatsApp message that WhatsApp could not deliver again, and says it went', async () => {
    const { api } = renderAdmin(`/admin/outbox/${undeliverable._id}`, (call) => {
      if (call.path === `/mail/outbox/${undeliverable._id}`) return jsonResponse(undeliverable);
      if (call.path === `/mail/outbox/${undeliverable._id}/send` && call.method === 'POST') {
        return jsonResponse({
          ...undeliverable,
          status: 'sent',
          attempts: 2,
          deliveryStatus: 'sent',
          lastError: null,
          sentAt: '2026-11-23T05:00:00.000Z',
        });
      }
      return undefined;
    });

    const section = await screen.findByRole('region', { name: 'Send again' }, { timeout: 4000 });
    expect(section.textContent).toContain(
      'This WhatsApp message failed once and is not tried again. Once the cause in the last error above is put right, send it once more.',
    );
    expect(screen.getByText('(#131026) Message undeliverable')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Message details' });
    expect(within(details).getByText('The provider could not deliver it')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));

    expect(await within(section).findByText('Sent again: WhatsApp took it.')).toBeTruthy();
    expect(api.callsTo(`/mail/outbox/${undeliverable._id}/send`)).toHaveLength(1);
    expect(within(details).getByText('Handed to WhatsApp')).toBeTruthy();
  });

  it('shows the server’s reason when it will not send an SMS again', async () => {
    const gaveUp = { ...confirmedBySms, status: 'failed' as const, attempts: 8, sentAt: null };
    renderAdmin(`/admin/outbox/${gaveUp._id}`, (call) => {
      if (call.method === 'POST') {
        return jsonResponse(
          { message: 'SMS is not set up: nothing can be sent', code: 'CONFLICT' },
          409,
        );
      }
      return call.path === `/mail/outbox/${gaveUp._id}` ? jsonResponse(gaveUp) : undefined;
    });

    const section = await screen.findByRole('region', { name: 'Send again' }, { timeout: 4000 });
    expect(section.textContent).toContain('This SMS failed 8 times and is not tried again.');
    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'SMS is not set up: nothing can be sent',
    );
  });
});
