import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMail } from '#testing/admin/outbox-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

function openMail(mail: ReturnType<typeof buildMail>) {
  return renderAdmin(`/admin/outbox/${mail._id}`, (call) =>
    call.path === `/mail/outbox/${mail._id}` ? jsonResponse(mail) : undefined,
  );
}

describe('one mail of the outbox', () => {
  it('shows its headers and its HTML in a frame that may run nothing', async () => {
    const mail = buildMail({
      html: '<p>Hi</p><script>parent.document.title = "owned"</script>',
    });
    const { api } = openMail(mail);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome to Skins: your 10% code' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(api.callsTo('/mail/outbox/mail-1')).toHaveLength(1);

    const details = screen.getByRole('region', { name: 'Mail details' });
    expect(within(details).getByText('asha@example.in')).toBeTruthy();
    expect(within(details).getByText('Kept')).toBeTruthy();
    expect(within(details).getByText('Not sent')).toBeTruthy();
    expect(within(details).getByText(/23 Nov 2026, 09:30 am/i)).toBeTruthy();

    const frame = screen.getByTitle('Preview of the mail “Welcome to Skins: your 10% code”');
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox grants nothing: no scripts, no same origin, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
  });

  it('shows the plain text in its own tab', async () => {
    openMail(buildMail());

    const textTab = await screen.findByRole('tab', { name: 'Plain text' }, { timeout: 4000 });
    expect(screen.getByRole('tab', { name: 'HTML' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'HTML' })).toBeTruthy();

    fireEvent.click(textTab);

    expect(textTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Plain text' });
    expect(panel.textContent).toBe('Welcome\n\nYour code is WELCOME-7QK2MD.');
    expect(screen.queryByRole('tabpanel', { name: 'HTML' })).toBeNull();
  });

  it('has no tabs for a mail without text', async () => {
    openMail(buildMail({ text: '' }));

    await screen.findByTitle(/Preview of the mail/, {}, { timeout: 4000 });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the last error of a failed mail', async () => {
    openMail(
      buildMail({
        status: 'failed',
        attempts: 3,
        lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      }),
    );

    expect(
      await screen.findByText('connect ECONNREFUSED 127.0.0.1:587', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('says so when the mail is not in the outbox', async () => {
    const { api } = renderAdmin('/admin/outbox/nope', () => undefined);

    expect(
      await screen.findByText('This message is not in the outbox', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(api.callsTo('/mail/outbox/nope')).toHaveLength(1);
    expect(screen.queryByTitle(/Preview of the mail/)).toBeNull();
  });

  it('sends a mail that gave up again, and says what became of it', async () => {
    const gaveUp = buildMail({ status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' });
    const { api } = renderAdmin(`/admin/outbox/${gaveUp._id}`, (call) => {
      if (call.path === `/mail/outbox/${gaveUp._id}`) return jsonResponse(gaveUp);
      if (call.path === `/mail/outbox/${gaveUp._id}/send` && call.method === 'POST') {
        return jsonResponse({
          ...gaveUp,
          status: 'sent',
          attempts: 9,
          lastError: null,
          sentAt: '2026-11-23T05:00:00.000Z',
        });
      }
      return undefined;
    });

    const section = await screen.findByRole('region', { name: 'Send again' }, { timeout: 4000 });
    expect(within(section).getByText(/failed 8 times and is not tried again/)).toBeTruthy();
    expect(screen.getByText('Gave up: not tried again')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));

    expect(await within(section).findByText('Sent again: the mail server took it.')).toBeTruthy();
    expect(api.callsTo(`/mail/outbox/${gaveUp._id}/send`)).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Send again' })).toBeNull();
    const details = screen.getByRole('region', { name: 'Mail details' });
    expect(within(details).getByText('Handed to the mail server')).toBeTruthy();
  });

  it('offers nothing for a mail still being tried, and says when it is tried next', async () => {
    const retrying = buildMail({
      status: 'failed',
      attempts: 2,
      nextAttemptAt: '2026-11-23T04:07:00.000Z',
    });
    openMail(retrying);
    await screen.findByRole('region', { name: 'Mail details' }, { timeout: 4000 });
    expect(screen.getByText(/Next try 23 Nov 2026, 09:37 am/i)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Send again' })).toBeNull();
  });

  it('shows the 409 message when the server refuses to send', async () => {
    const gaveUp = buildMail({ status: 'failed', attempts: 8 });
    renderAdmin(`/admin/outbox/${gaveUp._id}`, (call) => {
      if (call.method === 'POST') {
        return jsonResponse(
          {
            message: 'No mail server is set up (SMTP_URL): nothing can be sent',
            code: 'CONFLICT',
          },
          409,
        );
      }
      return call.path === `/mail/outbox/${gaveUp._id}` ? jsonResponse(gaveUp) : undefined;
    });
    const section = await screen.findByRole('region', { name: 'Send again' }, { timeout: 4000 });
    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'No mail server is set up (SMTP_URL): nothing can be sent',
    );
  });
});
