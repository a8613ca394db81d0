import { MESSAGES } from '@skins/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Component as UnsubscribePage } from '#app/routes/unsubscribe.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { UNSUBSCRIBE_TEXT } from './unsubscribe-panel.tsx';

const LINK = '/unsubscribe?email=asha%2Bnews%40example.in&token=signed-token';

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function stubToggle(answer: (body: { subscribe: boolean }) => Response | Promise<Response>) {
  const fetchFn = vi.fn<typeof fetch>(async (_input, init) =>
    answer(JSON.parse(String(init?.body))),
  );
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

describe('unsubscribe page', () => {
  it('asks before unsubscribing the address from the link', async () => {
    const fetchFn = stubToggle(() => jsonResponse({ subscribed: false }));

    renderPage(LINK);

    expect(
      await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXT.confirmHeading }),
    ).toBeTruthy();
    expect(screen.getByText('asha+news@example.in')).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('unsubscribes with the signed token, then subscribes again on request', async () => {
    const fetchFn = stubToggle(({ subscribe }) => jsonResponse({ subscribed: subscribe }));
    renderPage(LINK);

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXT.unsubscribedHeading }),
    ).toBeTruthy();
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/subscription/toggle-subscription');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'asha+news@example.in',
      token: 'signed-token',
      subscribe: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));

    expect(
      await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXT.resubscribedHeading }),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchFn.mock.calls[1]?.[1]?.body))).toMatchObject({ subscribe: true });
  });

  it.each([
    ['refuses its token (403)', 403, 'FORBIDDEN'],
    ['does not know the address (404)', 404, 'NOT_FOUND'],
  ])('says the link is not valid when the server %s', async (_case, status, code) => {
    stubToggle(() => jsonResponse({ message: 'No', code }, status));
    renderPage(LINK);

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNSUBSCRIBE_TEXT.invalidLinkHeading);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it.each([
    ['no token', '/unsubscribe?email=asha%40example.in'],
    ['no email', '/unsubscribe?token=signed-token'],
    ['nothing', '/unsubscribe'],
  ])('says the link is not valid when it has %s, without calling the server', async (_c, path) => {
    const fetchFn = stubToggle(() => jsonResponse({ subscribed: false }));

    renderPage(path);

    expect(
      await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXT.invalidLinkHeading }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('keeps the Unsubscribe button and names the connection when no answer arrives', async () => {
    stubToggle(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(LINK);

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.newsletter.network);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('is kept out of search indexes', async () => {
    stubToggle(() => jsonResponse({ subscribed: false }));

    renderPage(LINK);

    await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXT.confirmHeading });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(document.title).toBe('Unsubscribe — Skins');
  });
});
