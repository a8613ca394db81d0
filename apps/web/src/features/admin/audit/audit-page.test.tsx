import type { AuditEntryView } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

const ship: AuditEntryView = {
  _id: 'audit-2',
  at: '2026-11-28T04:30:00.000Z',
  adminEmail: 'ravi@skins.test',
  action: 'order.ship',
  method: 'PUT',
  route: '/api/orders/:id/ship',
  entityType: 'order',
  entityId: 'order-7f3a',
  before: { status: 'Placed', awb: null },
  after: { status: 'Shipped', awb: 'DL123456789IN' },
};
const invite: AuditEntryView = {
  ...ship,
  _id: 'audit-1',
  adminEmail: 'owner@skins.test',
  action: 'staff.invite',
  route: '/api/admin/staff',
  entityType: 'admin',
  entityId: 'admin-ravi',
  before: null,
  after: { email: 'ravi@skins.test', role: 'staff' },
};

const listOf = (entries: AuditEntryView[], total = entries.length) => ({
  data: entries,
  page: 1,
  limit: 50,
  total,
  totalPages: Math.max(1, Math.ceil(total / 50)),
});

describe('the audit log', () => {
  it('shows when, who, the action, the record and its changes before → after', async () => {
    renderAdmin('/admin/audit', (call) =>
      call.path === '/admin/audit' ? jsonResponse(listOf([ship, invite])) : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 4000 });
    const shipRow = within(table).getByRole('row', { name: /order\.ship/ });
    expect(within(shipRow).getByText('28 Nov 2026, 10:00 am')).toBeTruthy();
    expect(within(shipRow).getByText('ravi@skins.test')).toBeTruthy();
    expect(
      within(shipRow).getByRole('link', { name: 'order order-7f3a' }).getAttribute('href'),
    ).toBe('/admin/orders/order-7f3a');
    const changes = within(shipRow)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['status: Placed → Shipped', 'awb: null → DL123456789IN']);

    const inviteRow = within(table).getByRole('row', { name: /staff\.invite/ });
    expect(within(inviteRow).getByText('admin admin-ravi')).toBeTruthy();
    expect(
      within(inviteRow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['email: ravi@skins.test', 'role: staff']);
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('sends the filters as the server names them (a day is from and to), from page 1', async () => {
    const { api, router } = renderAdmin('/admin/audit?page=2', (call) =>
      call.path === '/admin/audit' ? jsonResponse(listOf([ship], 120)) : undefined,
    );
    const form = await screen.findByRole(
      'form',
      { name: 'Filter the audit log' },
      { timeout: 4000 },
    );
    expect(Object.fromEntries(api.callsTo('/admin/audit')[0]?.query ?? [])).toEqual({ page: '2' });

    fireEvent.change(within(form).getByLabelText('Who (email)'), {
      target: { value: 'ravi@skins.test' },
    });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'order.ship' } });
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2026-11-28' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/audit').at(-1)?.query ?? [])).toEqual({
        page: '1',
        admin: 'ravi@skins.test',
        action: 'order.ship',
        from: '2026-11-28',
        to: '2026-11-28',
      }),
    );
    expect(router.state.location.search).toBe(
      '?admin=ravi%40skins.test&action=order.ship&day=2026-11-28',
    );
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeTruthy();
  });

  it('says when nothing matches, and shows the server’s refusal', async () => {
    const { unmount } = renderAdmin('/admin/audit?action=nope', (call) =>
      call.path === '/admin/audit' ? jsonResponse(listOf([])) : undefined,
    );
    expect(await screen.findByText('No entry matches “nope”.', {}, { timeout: 4000 })).toBeTruthy();
    unmount();

    renderAdmin('/admin/audit', () =>
      jsonResponse({ message: 'Only the shop’s owner can do this.', code: 'FORBIDDEN' }, 403),
    );
    expect(await screen.findByText('Only the shop’s owner can do this.')).toBeTruthy();
  });
});
