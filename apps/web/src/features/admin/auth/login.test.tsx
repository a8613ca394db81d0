import { STORAGE_KEYS } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

const ADMIN = { email: 'owner@skins.test', name: '', role: 'owner' };

async function fillAndSubmit(email: string, password: string) {
  // The page is lazy: its code arrives after the first render.
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('signs in, keeps the token and returns to the page the admin was sent away from', async () => {
    const api = stubApiCalls((call) => {
      if (call.path === '/auth/login') return jsonResponse({ token: 'fresh-token', user: ADMIN });
      if (call.path === '/admin/dashboard') return jsonResponse({ message: 'x', code: 'X' }, 500);
      if (call.path === '/orders/all') {
        return jsonResponse({ data: [], page: 1, limit: 20, total: 0, totalPages: 0 });
      }
      return jsonResponse(ADMIN);
    });
    const { router } = renderApp('/login?next=%2Fadmin%2Forders%3Fstatus%3DPlaced');

    await fillAndSubmit('  Owner@Skins.test ', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe('?status=Placed');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('fresh-token');
    const [login] = api.callsTo('/auth/login');
    // The shared schema trims and lower-cases the email; the password goes as typed.
    expect(login?.body).toEqual({ email: 'owner@skins.test', password: 'correct horse battery' });
  });

  it('checks the fields before sending anything', async () => {
    const api = stubApiCalls(() => jsonResponse({}));
    renderApp('/login');

    await fillAndSubmit('not-an-email', '');

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.callsTo('/auth/login')).toHaveLength(0);
  });

  it("shows the server's refusal and stays, with no token kept", async () => {
    stubApiCalls(() =>
      jsonResponse({ message: 'Wrong email or password.', code: 'INVALID_CREDENTIALS' }, 400),
    );
    const { router } = renderApp('/login');

    await fillAndSubmit('owner@skins.test', 'wrong password');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    stubApiCalls(() =>
      jsonResponse(
        { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
        429,
      ),
    );
    renderApp('/login');

    await fillAndSubmit('owner@skins.test', 'guess number 11');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again later.',
    );
  });

  it.each([
    'https%3A%2F%2Fevil.example%2F',
    // A tab the URL parser drops: it used to leave the admin signed in but stuck on /login.
    '/%09/evil.example',
  ])('never follows a next that leaves the site (%s), and lands on the dashboard', async (next) => {
    stubApiCalls((call) =>
      call.path === '/auth/login'
        ? jsonResponse({ token: 't', user: ADMIN })
        : jsonResponse({ message: 'x', code: 'X' }, 500),
    );
    const { router } = renderApp(`/login?next=${next}`);

    await fillAndSubmit('owner@skins.test', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('opens without the store password', async () => {
    stubApiCalls(() => jsonResponse({ message: 'The store is locked', code: 'STORE_LOCKED' }, 403));
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Sign in to the admin' })).toBeTruthy();
    expect(screen.queryByLabelText('Store password')).toBeNull();
  });
});
