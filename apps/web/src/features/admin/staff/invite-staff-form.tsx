import { ADMIN_ROLES, type AdminRole, StaffInviteInputSchema } from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { SelectField, TextField } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from '../components/admin-button.ts';
import { AdminFormCard } from '../components/admin-form-card.tsx';
import { errorMessageOf, fieldErrorsOf } from '../components/error-message.ts';
import { useInviteStaff } from './api/staff-calls.ts';
import { ROLE_LABELS } from './staff-status.ts';

type Field = 'name' | 'email' | 'role';

/** Name, email and role; the server mails the one-time link to set a password. */
export function InviteStaffForm() {
  const ids = { name: useId(), email: useId(), role: useId() };
  const { showToast } = useToast();
  const [values, setValues] = useState({ name: '', email: '', role: 'staff' as AdminRole });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteStaff();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = StaffInviteInputSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setValues({ name: '', email: '', role: 'staff' });
        showToast({ kind: 'success', message: `Invite sent to ${member.email}` });
      },
    });
  }

  const serverFields = fieldErrorsOf(invite.error);
  const errorOf = (field: Field) => fieldErrors[field] ?? serverFields[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AdminFormCard
      title="Invite"
      description="They get a mail with a link to choose their password; it works once, for 72 hours."
    >
      <form noValidate onSubmit={handleSubmit} aria-label="Invite" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={ids.name}
            label="Name"
            name="name"
            value={values.name}
            error={errorOf('name')}
            onChange={set('name')}
          />
          <TextField
            id={ids.email}
            label="Email"
            type="email"
            name="email"
            value={values.email}
            error={errorOf('email')}
            onChange={set('email')}
          />
          <SelectField
            id={ids.role}
            label="Role"
            name="role"
            value={values.role}
            error={errorOf('role')}
            onChange={set('role')}
          >
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </div>
        {invite.isError && Object.keys(serverFields).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
            {errorMessageOf(invite.error, 'Could not send the invite. Try again.')}
          </p>
        )}
        <button type="submit" disabled={invite.isPending} className={adminButton.primary}>
          {invite.isPending && <ButtonSpinner />}
          Send invite
        </button>
      </form>
    </AdminFormCard>
  );
}
