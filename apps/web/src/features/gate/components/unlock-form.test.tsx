import { MESSAGES, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { UNLOCK_FAILED_MESSAGE } from '../unlock-error-message.ts';
import { UnlockForm } from './unlock-form.tsx';

function stubUnlock(answer: () => Response | Promise<Response>) {
  const fetchFn = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

function renderForm() {
  const reloadPage = vi.fn();
  render(<UnlockForm returnTo="/category/mobile-skins" reloadPage={reloadPage} />);
  return { reloadPage, field: screen.getByLabelText('Store password') };
}

function submitPassword(field: HTMLElement, password: string) {
  fireEvent.change(field, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock Store' }));
}

/**
 * Lets the stubbed answer arrive without moving the faked clock (Testing Library's and vitest's
 * waits both advance or depend on the faked timeouts).
 */
async function untilShown(text: string) {
  for (let turn = 0; turn < 50 && !screen.queryByText(text); turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(screen.getByText(text)).toBeTruthy();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('gate unlock form', () => {
  it('shows the spec message for a wrong password, and typing clears it', async () => {
    stubUnlock(() =>
      jsonResponse({ message: 'Incorrect password', code: 'INCORRECT_PASSWORD' }, 403),
    );
    const { field, reloadPage } = renderForm();

    submitPassword(field, 'guess');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.gate.incorrectPassword);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(field, { target: { value: 'guess2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('sends the password as typed to POST /api/store/unlock', async () => {
    const fetchFn = stubUnlock(() => jsonResponse({ unlocked: true }));
    const { field } = renderForm();

    submitPassword(field, ' open sesame ');

    await screen.findByText('Unlocked. Opening the store…');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/store/unlock');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ password: ' open sesame ' }));
  });

  it('waits 600 ms after the right password, then sets siteUnlocked and reloads', async () => {
    // Only timeouts are faked: Testing Library's polling keeps its real interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubUnlock(() => jsonResponse({ unlocked: true }));
    const { field, reloadPage } = renderForm();

    submitPassword(field, 'skins2026');
    await untilShown('Unlocked. Opening the store…');

    act(() => vi.advanceTimersByTime(599));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBe('true');
  });

  it('disables Unlock Store while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubUnlock(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { field } = renderForm();

    submitPassword(field, 'skins2026');

    const button = screen.getByRole('button', { name: 'Unlock Store' });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => answer(jsonResponse({ message: 'No', code: 'INCORRECT_PASSWORD' }, 403)));
    expect(button).toHaveProperty('disabled', false);
  });

  it("shows the server's message, with its wait, after too many tries", async () => {
    const message = 'Too many attempts. Please wait 42 seconds and try again.';
    stubUnlock(() =>
      jsonResponse({ message, code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } }, 429),
    );
    const { field } = renderForm();

    submitPassword(field, 'guess');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says the connection failed when no answer arrives', async () => {
    stubUnlock(() => Promise.reject(new TypeError('Failed to fetch')));
    const { field } = renderForm();

    submitPassword(field, 'skins2026');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.network);
  });

  it('says the store could not be unlocked when the server fails', async () => {
    stubUnlock(() => jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, 500));
    const { field } = renderForm();

    submitPassword(field, 'skins2026');

    expect((await screen.findByRole('alert')).textContent).toBe(UNLOCK_FAILED_MESSAGE);
  });

  it('asks for a password instead of sending an empty one', async () => {
    const fetchFn = stubUnlock(() => jsonResponse({ unlocked: true }));
    const { field } = renderForm();

    submitPassword(field, '');

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the store password.');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('is a POST form to /unlock with the page to return to, which works without JavaScript', () => {
    renderForm();

    const form = screen.getByRole('button', { name: 'Unlock Store' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/unlock');
    const data = new FormData(form ?? undefined);
    expect(data.get('returnTo')).toBe('/category/mobile-skins');
    expect(data.has('password')).toBe(true);
  });

  it('sends what the field holds, also when it was typed before the form hydrated', async () => {
    const fetchFn = stubUnlock(() => jsonResponse({ unlocked: true }));
    const { field } = renderForm();
    // Typed in the server's page: the field holds it, no change event reached React.
    (field as HTMLInputElement).value = 'skins2026';

    fireEvent.click(screen.getByRole('button', { name: 'Unlock Store' }));

    await untilShown('Unlocked. Opening the store…');
    const body = fetchFn.mock.calls[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ password: 'skins2026' });
  });

  it('says why the form sent without JavaScript did not unlock', () => {
    render(<UnlockForm returnTo="/" refusal="wrong" reloadPage={vi.fn()} />);

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.gate.incorrectPassword);
  });
});
