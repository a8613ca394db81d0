import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#lib/admin-paths.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

// The link the server mails (staff.service.ts): PUBLIC_URL/admin/set-password/{base64url token}.
const TOKEN = 'Qm9vaw-_x7Zt';

async function fill(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/New password/, {}, { timeout: 4000 }), {
    target: { value: password },
  });
  fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the set-password page (the invite’s and reset’s link)', () => {
  it('opens without signing in, checks the login’s rules, sets it and sends to sign-in', async () => {
    const api = stubApiCalls((call) =>
      call.path === '/auth/set-password'
        ? jsonResponse({ email: 'ravi@skins.test' })
        : jsonResponse({ message: 'Please sign in', code: 'UNAUTHENTICATED' }, 401),
    );
    const { router } = renderApp(adminPaths.setPassword(TOKEN));

    await fill('short', 'short');
    expect(
      await screen.findByText('The password must be at least 10 characters long'),
    ).toBeTruthy();
    await fill('correct horse battery', 'correct horse batterY');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(api.calls).toEqual([]);

    await fill('correct horse battery', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/auth/set-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'correct horse battery',
    });
    expect((await screen.findByRole('status')).textContent).toBe('Password set: sign in');
  });

  it('an expired or used link: the server’s message, and who sends a new one', async () => {
    const message =
      'This link has expired or was already used. Ask the shop’s owner for a new one.';
    stubApiCalls(() => jsonResponse({ message, code: 'LINK_EXPIRED' }, 400));
    const { router } = renderApp(adminPaths.setPassword(TOKEN));

    await fill('correct horse battery', 'correct horse battery');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain('The owner sends a new link from the admin’s Staff page.');
    expect(router.state.location.pathname).toBe(adminPaths.setPassword(TOKEN));
  });
});
