import {
  STORAGE_KEYS,
  STORE_PASSWORD_MAX_LENGTH,
  UNLOCK_REFUSALS,
  type UnlockRefusal,
} from '@skins/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { island } from '#lib/island.tsx';
import { removeStorage } from '#lib/storage.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { CheckIcon } from '#ui/icons.tsx';
import { useUnlockStore } from '../hooks/use-unlock-store.ts';

/** Where the form goes without JavaScript: the server unlocks and sends the visitor back. */
export const UNLOCK_FORM_PATH = '/unlock';

interface UnlockFormProps {
  /** The page behind the gate, where the form sent without JavaScript comes back to. */
  returnTo: string;
  /** Why the form sent without JavaScript did not unlock (the server's `?unlock=`). */
  refusal?: UnlockRefusal | null;
  /** Defaults to a full reload, so every query starts again with the unlock cookie. */
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

/**
 * The gate's password form (spec §2, §4): 'Unlock Store', wrong-password message, 600 ms. A POST
 * form the server answers where scripts do not run (decision 045); the password is read from the
 * form on submit, so what was typed before the island hydrated counts.
 */
export function UnlockForm({
  returnTo,
  refusal = null,
  reloadPage = reloadWindow,
}: UnlockFormProps) {
  const passwordId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const { state, unlock, clearError } = useUnlockStore(
    reloadPage,
    refusal ? { status: 'error', message: UNLOCK_REFUSALS[refusal] } : { status: 'idle' },
  );
  const error = state.status === 'error' ? state.message : null;
  const isBusy = state.status === 'submitting' || state.status === 'unlocked';

  // Back to the field after a refusal, so the next try is one keystroke away.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void unlock(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <form
      method="post"
      action={UNLOCK_FORM_PATH}
      noValidate
      onSubmit={handleSubmit}
      className="w-full max-w-md"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
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
            readOnly={state.status === 'unlocked'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onInput={clearError}
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

interface GateFormProps {
  returnTo: string;
  refusal: UnlockRefusal | null;
}

/**
 * The gate's form on a document. The server showed the gate, so this browser has not passed it:
 * its `siteUnlocked` flag goes (spec §2; an expired cookie or a new password leaves it behind).
 */
function GateForm({ returnTo, refusal }: GateFormProps) {
  useEffect(() => removeStorage(STORAGE_KEYS.siteUnlocked), []);
  return <UnlockForm returnTo={returnTo} refusal={refusal} />;
}

/** Hydrates when the page is idle, or at the first touch. */
export const UnlockIsland = island('unlock', GateForm, 'idle');
