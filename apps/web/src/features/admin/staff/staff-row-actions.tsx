import type { StaffMember } from '@skins/shared';
import { useState } from 'react';
import { useToast } from '#ui/toast/toast-context.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useRemoveStaff, useUpdateStaff } from './api/staff-calls.ts';
import { ROLE_LABELS, staffStatusOf } from './staff-status.ts';

// Smaller than the page's buttons: several sit on every row.
const ROW_BUTTON =
  'inline-flex h-8 items-center whitespace-nowrap rounded-lg bg-white px-3 font-medium text-neutral-800 text-xs ring-1 ring-neutral-300 transition hover:bg-neutral-50';

type StaffAction = 'role' | 'disable' | 'enable' | 'reset' | 'remove';

/**
 * A row's actions, each confirmed first: the role, disable/enable, a password link, and removing
 * an invite never used. The server's refusal (yourself, the last owner) stays in the dialog.
 */
export function StaffRowActions({ member }: { member: StaffMember }) {
  const { showToast } = useToast();
  const [action, setAction] = useState<StaffAction | null>(null);
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const status = staffStatusOf(member);
  const otherRole = member.role === 'owner' ? 'staff' : 'owner';
  const who = member.name || member.email;

  const close = () => {
    setAction(null);
    update.reset();
    remove.reset();
  };
  const done = (message: string) => {
    setAction(null);
    showToast({ kind: 'success', message });
  };

  const dialogs: Record<
    StaffAction,
    { title: string; label: string; body: string; run: () => void }
  > = {
    role: {
      title: `Make ${who} ${otherRole === 'owner' ? 'an owner' : 'staff'}?`,
      label: `Make ${ROLE_LABELS[otherRole].toLowerCase()}`,
      body:
        otherRole === 'owner'
          ? 'An owner can do everything in the admin: refunds, prices, coupons, staff and the audit log.'
          : 'Staff see orders and returns, ship, deliver and answer reviews; everything else is the owner’s.',
      run: () =>
        update.mutate(
          { id: member._id, change: { role: otherRole } },
          { onSuccess: () => done(`${who} is now ${ROLE_LABELS[otherRole].toLowerCase()}`) },
        ),
    },
    disable: {
      title: `Disable ${who}?`,
      label: 'Disable',
      body: 'They are signed out at once and cannot sign in until you enable the account again.',
      run: () =>
        update.mutate(
          { id: member._id, change: { disabled: true } },
          { onSuccess: () => done(`${who} disabled`) },
        ),
    },
    enable: {
      title: `Enable ${who}?`,
      label: 'Enable',
      body: 'They can sign in again with their password.',
      run: () =>
        update.mutate(
          { id: member._id, change: { disabled: false } },
          { onSuccess: () => done(`${who} enabled`) },
        ),
    },
    reset: {
      title: `Send ${who} a password link?`,
      label: 'Send link',
      body: member.pending
        ? `A new invite goes to ${member.email}; the earlier link stops working.`
        : `A link to set a new password goes to ${member.email}. Their current password works until they set the new one.`,
      run: () =>
        update.mutate(
          { id: member._id, change: { resetPassword: true } },
          { onSuccess: () => done(`Password link sent to ${member.email}`) },
        ),
    },
    remove: {
      title: `Remove the invite to ${who}?`,
      label: 'Remove',
      body: 'The invite was never used: the account is deleted and its link stops working.',
      run: () =>
        remove.mutate(member._id, {
          onSuccess: ({ outcome }) =>
            done(`${who} ${outcome === 'removed' ? 'removed' : 'disabled'}`),
        }),
    },
  };

  const shown: StaffAction[] =
    status === 'disabled'
      ? ['enable']
      : status === 'invited'
        ? ['role', 'reset', 'remove']
        : ['role', 'reset', 'disable'];
  const buttonText: Record<StaffAction, string> = {
    role: `Make ${ROLE_LABELS[otherRole].toLowerCase()}`,
    disable: 'Disable',
    enable: 'Enable',
    reset: status === 'invited' ? 'Resend invite' : 'Reset password',
    remove: 'Remove invite',
  };
  const failure = update.error ?? remove.error;
  const dialog = action && dialogs[action];

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {shown.map((item) => (
        <button
          key={item}
          type="button"
          onClick={() => setAction(item)}
          aria-label={`${buttonText[item]}: ${member.email}`}
          className={ROW_BUTTON}
        >
          {buttonText[item]}
        </button>
      ))}
      {dialog && (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.label}
          tone={action === 'disable' || action === 'remove' ? 'danger' : 'default'}
          isPending={update.isPending || remove.isPending}
          error={failure ? errorMessageOf(failure, 'That did not work. Try again.') : null}
          onConfirm={dialog.run}
          onCancel={close}
        >
          {dialog.body}
        </ConfirmDialog>
      )}
    </div>
  );
}
