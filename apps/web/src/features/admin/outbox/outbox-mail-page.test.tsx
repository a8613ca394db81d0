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
      await screen.findByText('This mail is not in the outbox', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(api.callsTo('/mail/outbox/nope')).toHaveLength(1);
    expect(screen.queryByTitle(/Preview of the mail/)).toBeNull();
  });
});
