import { MESSAGES, WELCOME_COUPON_FALLBACK } from '@skins/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { NewsletterForm, NewsletterIsland } from './newsletter-form.tsx';

function stubSubscribe(answer: () => Response | Promise<Response>) {
  const fetchFn = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

function subscribeWith(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

const exists = (couponCode?: string) =>
  jsonResponse(
    {
      status: 'exists',
      message: 'This email is already subscribed.',
      code: 'CONFLICT',
      ...(couponCode ? { couponCode, details: { couponCode } } : {}),
    },
    409,
  );

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('newsletter form', () => {
  it.each([
    ['no domain ending', 'asha@example'],
    ['a seven-letter ending', 'asha@example.toolong'],
    ['a + before the @', 'asha+shop@example.in'],
    ['no @', 'asha.example.in'],
  ])('refuses an address with %s without calling the server', async (_case, email) => {
    const fetchFn = stubSubscribe(() => jsonResponse({ status: 'success', couponCode: 'X' }, 201));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith(email);

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.invalidEmail);
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('clears the message when the address is edited', async () => {
    stubSubscribe(() => jsonResponse({ status: 'success' }, 201));
    render(<NewsletterForm returnTo="/" />);
    subscribeWith('not an email');
    await screen.findByRole('alert');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'asha@' } });

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('subscribes the trimmed address and shows its welcome code with how to use it', async () => {
    const fetchFn = stubSubscribe(() =>
      jsonResponse({ status: 'success', couponCode: 'WELCOME-7Q2K9' }, 201),
    );
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('  asha@example.in ');

    expect(await screen.findByRole('heading', { name: 'Welcome to the list!' })).toBeTruthy();
    expect(screen.getByText('WELCOME-7Q2K9')).toBeTruthy();
    expect(screen.getByText(/Apply it at checkout for/).textContent).toBe(
      'Apply it at checkout for 10% off your first purchase.',
    );
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/subscription/subscribe');
    expect(init?.body).toBe(JSON.stringify({ email: 'asha@example.in' }));
  });

  it('falls back to WELCOME25 when the answer has no code', async () => {
    stubSubscribe(() => jsonResponse({ status: 'success' }, 201));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect(await screen.findByText(WELCOME_COUPON_FALLBACK)).toBeTruthy();
  });

  it('tells an existing subscriber so (409) and shows their code', async () => {
    stubSubscribe(() => exists('WELCOME-AB12C'));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('Asha@Example.in');

    expect(
      await screen.findByRole('heading', { name: MESSAGES.newsletter.alreadySubscribedTitle }),
    ).toBeTruthy();
    expect(screen.getByText(MESSAGES.newsletter.alreadySubscribed)).toBeTruthy();
    expect(screen.getByText('WELCOME-AB12C')).toBeTruthy();
    expect(screen.getByText(/10% off/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows WELCOME25 to an existing subscriber when the 409 has no code', async () => {
    stubSubscribe(() => exists());
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    await screen.findByRole('heading', { name: MESSAGES.newsletter.alreadySubscribedTitle });
    expect(screen.getByText(WELCOME_COUPON_FALLBACK)).toBeTruthy();
  });

  it.each([
    ['a server failure (500)', () => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500)],
    ['a rate limit (429)', () => jsonResponse({ message: 'Slow down', code: 'RATE_LIMITED' }, 429)],
    ['a proxy error page', () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('says the subscription failed after %s', async (_case, answer) => {
    stubSubscribe(answer);
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.serverError);
  });

  it('asks for a valid address when the server refuses it (400)', async () => {
    stubSubscribe(() =>
      jsonResponse({ message: 'Invalid', code: 'VALIDATION_FAILED', details: {} }, 400),
    );
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.invalidEmail);
  });

  it('names the connection when no answer arrives', async () => {
    stubSubscribe(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.network);
  });

  it('reports an unknown error for an answer it cannot read', async () => {
    stubSubscribe(() => new Response('surprise', { status: 201 }));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.unknown);
  });

  it('disables Subscribe while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubSubscribe(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', true);
    await act(async () => answer(jsonResponse({ status: 'success', couponCode: 'C1' }, 201)));
    expect(screen.getByText('C1')).toBeTruthy();
  });

  it('copies the code and confirms it', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    stubClipboard(writeText);
    stubSubscribe(() => jsonResponse({ status: 'success', couponCode: 'WELCOME-7Q2K9' }, 201));
    render(<NewsletterForm returnTo="/" />);
    subscribeWith('asha@example.in');

    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('WELCOME-7Q2K9');
  });

  it('selects the code and says how to copy it when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    stubSubscribe(() => jsonResponse({ status: 'success', couponCode: 'WELCOME-7Q2K9' }, 201));
    render(<NewsletterForm returnTo="/" />);
    subscribeWith('asha@example.in');
    // The panel moves focus to its heading once mounted, and focus collapses the selection:
    // copy after that, as a shopper would.
    const heading = await screen.findByRole('heading', { name: 'Welcome to the list!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(await screen.findByText(/press Ctrl\+C/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('WELCOME-7Q2K9');
  });

  it('offers the form again for another address', async () => {
    stubSubscribe(() => jsonResponse({ status: 'success', couponCode: 'C1' }, 201));
    render(<NewsletterForm returnTo="/" />);
    subscribeWith('asha@example.in');

    fireEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));

    const field = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('announces the outcome in a live status region', async () => {
    stubSubscribe(() => jsonResponse({ status: 'success', couponCode: 'C1' }, 201));
    const { container } = render(<NewsletterForm returnTo="/" />);

    subscribeWith('asha@example.in');

    await screen.findByText('C1');
    const status = within(container).getAllByRole('status')[0];
    expect(status?.textContent).toBe('Subscribed. Your welcome code is C1.');
  });
});

describe('newsletter island', () => {
  let root: Root | null = null;
  let container: HTMLElement | null = null;

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = null;
    container = null;
  });

  it('is a real form on the server: a POST to /subscribe that comes back to its page', () => {
    const html = renderToString(<NewsletterIsland returnTo="/faq" />);
    const page = document.createElement('div');
    page.innerHTML = html;

    const island = page.querySelector('shop-island');
    expect(island?.getAttribute('data-island')).toBe('newsletter');
    expect(island?.getAttribute('data-load')).toBe('visible');
    expect(island?.querySelector('form input[name="email"][type="email"]')).toBeTruthy();
    expect(island?.querySelector('form button[type="submit"]')?.textContent).toBe('Subscribe');
    const form = island?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/subscribe');
    expect(form?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/faq');
  });

  it.each([
    ['subscribed', 'status', 'Subscribed. Your welcome code is on its way to your inbox.'],
    ['invalid', 'alert', MESSAGES.newsletter.invalidEmail],
  ] as const)('says what the form sent without JavaScript came to: %s', (outcome, role, text) => {
    render(<NewsletterForm returnTo="/" outcome={outcome} />);

    expect(screen.getAllByRole(role).map((element) => element.textContent)).toContain(text);
    // Never the welcome code: it is the subscriber's, and goes by mail.
    expect(screen.queryByText(/WELCOME/)).toBeNull();
  });

  it('sends the address typed before it hydrated', async () => {
    const fetchFn = stubSubscribe(() =>
      jsonResponse({ status: 'success', couponCode: 'WELCOME-7Q2K9' }, 201),
    );
    const identifierPrefix = 'newsletter1-';
    container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterIsland.Component returnTo="/" />, {
      identifierPrefix,
    });
    document.body.append(container);
    // The shopper types while the island's code is still on its way: no React handler yet.
    const field = within(container).getByLabelText<HTMLInputElement>('Email address');
    field.value = 'asha@example.in';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const onRecoverableError = vi.fn();

    const hydrated = container;
    await act(async () => {
      root = hydrateRoot(hydrated, <NewsletterIsland.Component returnTo="/" />, {
        identifierPrefix,
        onRecoverableError,
      });
    });
    expect(field.isConnected).toBe(true);
    expect(field.value).toBe('asha@example.in');
    fireEvent.click(within(container).getByRole('button', { name: 'Subscribe' }));

    expect(
      await within(container).findByRole('heading', { name: 'Welcome to the list!' }),
    ).toBeTruthy();
    expect(fetchFn.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ email: 'asha@example.in' }));
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
