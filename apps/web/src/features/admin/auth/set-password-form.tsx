import { ADMIN_PASSWORD_MIN_LENGTH, SetPasswordInputSchema } from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { TextField } from '#ui/form-field.tsx';
import { useSetPassword } from './api/set-password.ts';

type FieldErrors = Partial<Record<'password' | 'confirm', string>>;

/** The new password twice, checked with the server's own rules; `onSet` once it is saved. */
export function SetPasswordForm({ token, onSet }: { token: string; onSet: () => void }) {
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useSetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SetPasswordInputSchema.safeParse({ token, password });
    const errors: FieldErrors = {};
    if (!parsed.success) {
      errors.password = parsed.error.issues.find((issue) => issue.path[0] === 'password')?.message;
    }
    if (!errors.password && confirm !== password) errors.confirm = 'The passwords do not match';
    setFieldErrors(errors);
    if (!parsed.success || errors.password || errors.confirm) return;
    mutation.mutate(parsed.data, { onSuccess: onSet });
  }

  const failure = mutation.error;
  const isExpired = isApiError(failure) && failure.code === 'LINK_EXPIRED';

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        id={passwordId}
        label="New password"
        labelNote={`at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        error={fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id={confirmId}
        label="Confirm the password"
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        error={fieldErrors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {failure && (
        <div role="alert" className="space-y-1 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm">
          <p>{isApiError(failure) ? failure.message : 'Something went wrong. Please try again.'}</p>
          {isExpired && <p>The owner sends a new link from the admin’s Staff page.</p>}
        </div>
      )}
      <button
        type="submit"
        disabled={mutation.isPending}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-charcoal-900 font-semibold text-white transition hover:bg-charcoal-800 disabled:opacity-70"
      >
        {mutation.isPending && <ButtonSpinner />}
        Set password
      </button>
    </form>
  );
}
