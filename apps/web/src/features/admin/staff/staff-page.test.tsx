import type { StaffMember } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';

function buildMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    _id: 'admin-asha',
    email: 'owner@skins.test',
    name: 'Asha',
    role: 'owner',
    pending: false,
    disabledAt: null,
    lastLoginAt: '2026-11-28T04:30:00.000Z',
    createdAt: '2026-10-01T04:30:00.000Z',
    ...overrides,
  };
}

const asha = buildMember();
const ravi = buildMember({
  _id: 'admin-ravi',
  email: 'ravi@skins.test',
  name: 'Ravi',
  role: 'staff',
  pending: true,
  lastLoginAt: null,
});
const meera = buildMember({
  _id: 'admin-meera',
  email: 'meera@skins.test',
  name: 'Meera',
  role: 'staff',
  disabledAt: '2026-11-20T04:30:00.000Z',
});

describe('the staff page', () => {
  it('lists each account with its role, status, last sign-in and the actions its status allows', async () => {
    renderAdmin('/admin/staff', (call) =>
      call.path === '/admin/staff' ? jsonResponse({ data: [asha, ravi, meera] }) : undefined,
    );

    const table = await screen.findByRole('table', { name: 'Staff' }, { timeout: 4000 });
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    const buttonsOf = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);

    expect(within(rowOf('Asha')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('Asha')).getByText('Owner')).toBeTruthy();
    expect(within(rowOf('Asha')).getByText('28 Nov 2026, 10:00 am')).toBeTruthy();
    expect(buttonsOf('Asha')).toEqual(['Make staff', 'Reset password', 'Disable']);
    expect(within(rowOf('Ravi')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('Ravi')).getByText('Never')).toBeTruthy();
    expect(buttonsOf('Ravi')).toEqual(['Make owner', 'Resend invite', 'Remove invite']);
    expect(within(rowOf('Meera')).getByText('Disabled')).toBeTruthy();
    expect(buttonsOf('Meera')).toEqual(['Enable']);
    expect(screen.getByText('3 accounts')).toBeTruthy();
  });

  it('invites with the shared schema’s checks, sends the name, email and role, and reloads', async () => {
    const { api } = renderAdmin('/admin/staff', (call) => {
      if (call.path === '/admin/staff' && call.method === 'GET')
        return jsonResponse({ data: [asha] });
      if (call.method === 'POST') return jsonResponse(ravi, 201);
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Invite' }, { timeout: 4000 });

    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('Enter a name')).toBeTruthy();
    expect(within(form).getByText('Enter a valid email address')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Ravi ' } });
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'Ravi@Skins.test' },
    });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'owner' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText('Invite sent to ravi@skins.test')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ravi',
      email: 'ravi@skins.test',
      role: 'owner',
    });
    await waitFor(() => expect(api.callsTo('/admin/staff')).toHaveLength(3));
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal of an invite (an existing admin)', async () => {
    renderAdmin('/admin/staff', (call) => {
      if (call.method === 'GET') return jsonResponse({ data: [asha] });
      const message = 'An admin with the email owner@skins.test already exists.';
      return jsonResponse({ message, code: 'CONFLICT' }, 409);
    });
    const form = await screen.findByRole('form', { name: 'Invite' }, { timeout: 4000 });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'owner@skins.test' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invite' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'An admin with the email owner@skins.test already exists.',
    );
  });

  it('changes a role, disables, sends a link and removes an invite, each after confirming', async () => {
    const { api } = renderAdmin('/admin/staff', (call) => {
      if (call.method === 'GET') return jsonResponse({ data: [asha, ravi] });
      if (call.method === 'PUT') return jsonResponse(ravi);
      if (call.method === 'DELETE') return jsonResponse({ outcome: 'removed' });
      return undefined;
    });
    await screen.findByRole('table', { name: 'Staff' }, { timeout: 4000 });

    const act = async (button: string, confirm: string, toast: string) => {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await screen.findByText(toast)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await act('Make owner: ravi@skins.test', 'Make owner', 'Ravi is now owner');
    await act(
      'Resend invite: ravi@skins.test',
      'Send link',
      'Password link sent to ravi@skins.test',
    );
    await act('Remove invite: ravi@skins.test', 'Remove', 'Ravi removed');

    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/admin/staff/admin-ravi', { role: 'owner' }],
      ['PUT', '/admin/staff/admin-ravi', { resetPassword: true }],
      ['DELETE', '/admin/staff/admin-ravi', undefined],
    ]);
  });

  it('keeps the dialog open with the server’s 409 (the last owner, yourself)', async () => {
    renderAdmin('/admin/staff', (call) => {
      if (call.method === 'GET') return jsonResponse({ data: [asha] });
      const message = 'You cannot disable or demote yourself.';
      return jsonResponse({ message, code: 'CONFLICT' }, 409);
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Disable: owner@skins.test' }, { timeout: 4000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Asha?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot disable or demote yourself.',
    );
  });
});
