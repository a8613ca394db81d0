import { STORE_PASSWORD_MAX_LENGTH } from '@skins/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { CheckIcon } from '#ui/icons.tsx';
import { useUnlockStore } from '../hooks/use-unlock-store.ts';

interface UnlockFormProps {
  /** Defaults to a full reload, so every query starts again with the unlock cookie. */
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

/** The gate's password form (spec §2, §4): 'Unlock Store', wrong-password message, 600 ms. */
export function UnlockForm({ reloadPage = reloadWindow }: UnlockFormProps) {
  const passwordId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const { state, unlock, clearError } = useUnlockStore(reloadPage);
  const error = state.status === 'error' ? state.message : null;
  const isBusy = state.status === 'submitting' || state.status === 'unlocked';

  // Back to the field after a refusal, so the next try is one keystroke away.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void unlock(password);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="w-full max-w-md">
      <label htmlFor={passwordId} className="font-medium text-neutral-200 text-sm">
        Store password
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 sm:flex-1">
          <input
            ref={inputRef}
            id={passwordId}
            type={isPasswordShown ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            maxLength={STORE_PASSWORD_MAX_LENGTH}
            value={password}
            readOnly={state.status === 'unlocked'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError();
            }}
            className={`h-12 w-full rounded-full border-0 bg-white/10 pr-20 pl-5 text-white ring-1 transition placeholder:text-neutral-500 focus:bg-white/15 focus:outline-none focus:ring-2 focus:ring-accent-300 ${
              error ? 'ring-red-400/80' : 'ring-white/20'
            }`}
            placeholder="Enter password"
          />
          <button
            type="button"
            onClick={() => setIsPasswordShown((shown) => !shown)}
            className="absolute inset-y-1.5 right-1.5 rounded-full px-3 font-medium text-neutral-300 text-xs tracking-wide transition hover:bg-white/10 hover:text-white"
          >
            {isPasswordShown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
        <button
          type="submit"
          disabled={isBusy}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-accent px-7 font-semibold text-white shadow-accent/30 shadow-lg transition hover:bg-amber-800 disabled:cursor-default disabled:hover:bg-accent"
        >
          {state.status === 'submitting' && <ButtonSpinner />}
          {state.status === 'unlocked' && <CheckIcon strokeWidth={2.5} className="size-4" />}
          Unlock Store
        </button>
      </div>
      <div className="mt-3 min-h-6 text-sm">
        {error && (
          <p id={errorId} role="alert" className="flex items-start gap-2 text-red-300">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-red-400" />
            {error}
          </p>
        )}
        <p role="status" className="text-emerald-300">
          {state.status === 'unlocked' ? 'Unlocked. Opening the store…' : ''}
        </p>
      </div>
    </form>
  );
}
