import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMail, buildMailList } from '#testing/admin/outbox-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

const welcome = buildMail();
const failed = buildMail({
  _id: 'mail-2',
  kind: 'order-confirmation',
  to: 'ravi@example.in',
  subject: 'Your order #1042',
  status: 'failed',
  attempts: 3,
  lastError: 'connect ECONNREFUSED',
  nextAttemptAt: '2026-11-23T04:07:00.000Z',
});
const gaveUp = buildMail({
  _id: 'mail-4',
  kind: 'order-shipped',
  subject: 'Your order #1043 has shipped',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED',
});
const sent = buildMail({
  _id: 'mail-3',
  subject: 'Welcome again',
  status: 'sent',
  attempts: 1,
  sentAt: '2026-11-23T04:01:00.000Z',
});

describe('the outbox', () => {
  it('lists each mail’s subject, recipient, kind, status, attempts and times', async () => {
    const { api } = renderAdmin('/admin/outbox', (call) =>
      call.path === '/mail/outbox'
        ? jsonResponse(buildMailList([welcome, failed, sent]))
        : undefined,
    );

    const table = await screen.findByRole(
      'table',
      { name: 'Messages in the outbox' },
      { timeout: 4000 },
    );
    expect(Object.fromEntries(api.callsTo('/mail/outbox')[0]?.query ?? [])).toEqual({ page: '1' });

    const failedRow = within(table).getByRole('row', { name: /Your order #1042/ });
    expect(
      within(failedRow).getByRole('link', { name: 'Your order #1042' }).getAttribute('href'),
    ).toBe('/admin/outbox/mail-2');
    expect(within(failedRow).getByText('ravi@example.in')).toBeTruthy();
    expect(within(failedRow).getByText('Order confirmation')).toBeTruthy();
    expect(within(failedRow).getByText('Email')).toBeTruthy();
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('3')).toBeTruthy();
    // 04:07 UTC is 09:37 in India.
    expect(within(failedRow).getByText(/Next try 23 Nov 2026, 09:37 am/i)).toBeTruthy();

    const sentRow = within(table).getByRole('row', { name: /Welcome again/ });
    expect(within(sentRow).getByText('Sent')).toBeTruthy();
    // 04:01 UTC is 09:31 in India.
    expect(within(sentRow).getByText(/23 Nov 2026, 09:31 am/i)).toBeTruthy();

    const keptRow = within(table).getByRole('row', { name: /your 10% code/ });
    expect(within(keptRow).getByText('Kept')).toBeTruthy();
    expect(within(keptRow).getByText('Welcome')).toBeTruthy();
    expect(screen.getByText('3 messages')).toBeTruthy();
  });

  it('filters by status from page 1, kept in the URL', async () => {
    const { api, router } = renderAdmin('/admin/outbox?page=2', (call) =>
      call.path === '/mail/outbox' ? jsonResponse(buildMailList([failed], 25)) : undefined,
    );
    await screen.findByRole('table', { name: 'Messages in the outbox' }, { timeout: 4000 });
    expect(api.callsTo('/mail/outbox')[0]?.query.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/mail/outbox').at(-1)?.query ?? [])).toEqual({
        page: '1',
        status: 'failed',
      }),
    );
    expect(router.state.location.search).toBe('?status=failed');
  });

  it('shows the mails that gave up apart, marked as waiting on the admin', async () => {
    const { api, router } = renderAdmin('/admin/outbox', (call) =>
      call.path === '/mail/outbox'
        ? jsonResponse(buildMailList(call.query.get('status') ? [gaveUp] : [failed, gaveUp]))
        : undefined,
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Messages in the outbox' },
      { timeout: 4000 },
    );
    const row = within(table).getByRole('row', { name: /#1043/ });
    expect(within(row).getByText('Gave up: not tried again')).toBeTruthy();
    expect(
      screen.getByText(
        /not tried again, after 8 failed sends or when the provider answered that it cannot deliver it/,
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Gave up (needs action)' }));

    await waitFor(() =>
      expect(api.callsTo('/mail/outbox').at(-1)?.query.get('status')).toBe('gave-up'),
    );
    expect(router.state.location.search).toBe('?status=gave-up');
  });

  it('ignores a status the server does not know', async () => {
    const { api } = renderAdmin('/admin/outbox?status=bounced', (call) =>
      call.path === '/mail/outbox' ? jsonResponse(buildMailList([welcome])) : undefined,
    );

    await screen.findByRole('table', { name: 'Messages in the outbox' }, { timeout: 4000 });
    expect(api.callsTo('/mail/outbox')[0]?.query.has('status')).toBe(false);
  });

  it('says when no mail has the status, with a way back to all', async () => {
    renderAdmin('/admin/outbox?status=failed', (call) =>
      call.path === '/mail/outbox' ? jsonResponse(buildMailList([])) : undefined,
    );

    expect(await screen.findByText('No messages match', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('No message is “Failed”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all messages' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
  });

  it('says the server’s message when the list is refused', async () => {
    renderAdmin('/admin/outbox', (call) =>
      call.path === '/mail/outbox'
        ? jsonResponse({ message: 'This needs an admin account.', code: 'FORBIDDEN' }, 403)
        : undefined,
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('This needs an admin account.');
  });
});
