import type { Subscriber } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

function buildSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    _id: 'sub-asha',
    email: 'asha@example.in',
    status: 'subscribed',
    couponCode: 'WELCOME-7QK2MD',
    subscribedAt: '2026-11-22T20:00:00.000Z',
    unsubscribedAt: null,
    createdAt: '2026-11-22T20:00:00.000Z',
    ...overrides,
  };
}

function listOf(subscribers: Subscriber[], total = subscribers.length) {
  return { data: subscribers, page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) };
}

const asha = buildSubscriber();
const ravi = buildSubscriber({
  _id: 'sub-ravi',
  email: 'ravi@example.in',
  status: 'unsubscribed',
  couponCode: 'WELCOME-PX4R8T',
  unsubscribedAt: '2026-11-25T06:00:00.000Z',
});

describe('the subscribers list', () => {
  it('shows each subscriber’s email, status, sign-up day and welcome coupon', async () => {
    const { api } = renderAdmin('/admin/subscribers', (call) =>
      call.path === '/subscribers' ? jsonResponse(listOf([asha, ravi])) : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Subscribers' }, { timeout: 4000 });
    expect(Object.fromEntries(api.callsTo('/subscribers')[0]?.query ?? [])).toEqual({ page: '1' });

    const ashaRow = within(table).getByRole('row', { name: /asha@example.in/ });
    expect(within(ashaRow).getByText('Subscribed')).toBeTruthy();
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(within(ashaRow).getByText('23 Nov 2026')).toBeTruthy();
    expect(within(ashaRow).getByRole('link', { name: 'WELCOME-7QK2MD' }).getAttribute('href')).toBe(
      '/admin/coupons?search=WELCOME-7QK2MD',
    );
    expect(
      within(ashaRow).getByRole('button', { name: 'Unsubscribe asha@example.in' }),
    ).toBeTruthy();

    const raviRow = within(table).getByRole('row', { name: /ravi@example.in/ });
    expect(within(raviRow).getByText('Unsubscribed')).toBeTruthy();
    expect(within(raviRow).getByText('on 25 Nov 2026')).toBeTruthy();
    expect(within(raviRow).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 subscribers')).toBeTruthy();
  });

  it('sends the URL’s filters, and a status filter starts again at page 1', async () => {
    const { api, router } = renderAdmin('/admin/subscribers?search=asha&page=3', (call) =>
      call.path === '/subscribers' ? jsonResponse(listOf([asha], 41)) : undefined,
    );

    await screen.findByRole('table', { name: 'Subscribers' }, { timeout: 4000 });
    expect(Object.fromEntries(api.callsTo('/subscribers')[0]?.query ?? [])).toEqual({
      page: '3',
      search: 'asha',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribed' }));

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/subscribers').at(-1)?.query ?? [])).toEqual({
        page: '1',
        search: 'asha',
        status: 'unsubscribed',
      }),
    );
    expect(router.state.location.search).toBe('?search=asha&status=unsubscribed');
    expect(screen.getByRole('button', { name: 'Unsubscribed' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('unsubscribes after confirming, says so and reloads the list', async () => {
    let isUnsubscribed = false;
    const { api } = renderAdmin('/admin/subscribers', (call) => {
      if (call.path === '/subscribers') {
        return jsonResponse(listOf([isUnsubscribed ? { ...asha, status: 'unsubscribed' } : asha]));
      }
      if (call.method === 'PUT' && call.path === '/subscribers/sub-asha/unsubscribe') {
        isUnsubscribed = true;
        return jsonResponse({ ...asha, status: 'unsubscribed', unsubscribedAt: asha.createdAt });
      }
      return undefined;
    });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Unsubscribe asha@example.in' }, { timeout: 4000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Unsubscribe asha@example.in?' });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('asha@example.in unsubscribed')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('/subscribers')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Unsubscribe asha@example.in' })).toBeNull();
  });

  it('keeps the dialog open with the server’s message when unsubscribing fails', async () => {
    renderAdmin('/admin/subscribers', (call) => {
      if (call.path === '/subscribers') return jsonResponse(listOf([asha]));
      if (call.method === 'PUT') {
        return jsonResponse({ message: 'Subscriber not found', code: 'NOT_FOUND' }, 404);
      }
      return undefined;
    });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Unsubscribe asha@example.in' }, { timeout: 4000 }),
    );
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Subscriber not found');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('exports what it shows: the same status and search', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:subscribers',
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = renderAdmin('/admin/subscribers?status=subscribed&search=example', (call) => {
      if (call.path === '/subscribers') return jsonResponse(listOf([asha]));
      if (call.path === '/subscribers/export') {
        return new Response('email,status\nasha@example.in,subscribed\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }
      return undefined;
    });
    await screen.findByRole('table', { name: 'Subscribers' }, { timeout: 4000 });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo('/subscribers/export')[0]?.query ?? [])).toEqual({
      status: 'subscribed',
      search: 'example',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('subscribers.csv');
  });

  it('says when no one matches the filters', async () => {
    renderAdmin('/admin/subscribers?status=unsubscribed&search=zed', (call) =>
      call.path === '/subscribers' ? jsonResponse(listOf([])) : undefined,
    );

    expect(await screen.findByText('No subscribers match', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('No subscriber matches “Unsubscribed” and “zed”.')).toBeTruthy();
  });

  it('invites sign-ups when the list is empty', async () => {
    renderAdmin('/admin/subscribers', (call) =>
      call.path === '/subscribers' ? jsonResponse(listOf([])) : undefined,
    );

    expect(await screen.findByText('No subscribers yet', {}, { timeout: 4000 })).toBeTruthy();
  });
});
