import { LoginInputSchema } from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { TextField } from '#ui/form-field.tsx';
import { useLogin } from './api/admin-session.ts';

interface LoginFormProps {
  onSignedIn: () => void;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** Email and password, checked with the server's own schema before anything is sent. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const loginMutation = useLogin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LoginInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) {
          errors[field] = issue.message;
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    loginMutation.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  const failure = loginMutation.error;
  // The server's own words: wrong email or password (400), too many tries (429), or offline.
  const failureMessage = failure
    ? isApiError(failure)
      ? failure.message
      : 'Something went wrong. Please try again.'
    : null;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        id={emailId}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        error={fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={passwordId}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failureMessage && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm">
          {failureMessage}
        </p>
      )}
      <button
        type="submit"
        disabled={loginMutation.isPending}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-charcoal-900 font-semibold text-white transition hover:bg-charcoal-800 disabled:opacity-70"
      >
        {loginMutation.isPending && <ButtonSpinner />}
        Sign in
      </button>
    </form>
  );
}
