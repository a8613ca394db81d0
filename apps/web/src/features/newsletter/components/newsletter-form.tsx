import { MAX_LENGTH, MESSAGES, NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@skins/shared';
import { type FormEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { island } from '#lib/island.tsx';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { CheckIcon } from '#ui/icons.tsx';
import { type NewsletterState, useNewsletterSignup } from '../hooks/use-newsletter-signup.ts';
import { CouponReveal } from './coupon-reveal.tsx';
import {
  EMAIL_INPUT,
  EMAIL_PLACEHOLDER,
  FORM_LABEL,
  FORM_NOTE,
  FORM_ROW,
  PRIVACY_NOTE,
  SUBSCRIBE_BUTTON,
} from './newsletter-form-styles.ts';

type Subscribed = Extract<NewsletterState, { status: 'success' | 'exists' }>;

/** Where the form goes without JavaScript: the server signs the address up and sends it back. */
export const SUBSCRIBE_FORM_PATH = '/subscribe';

export interface NewsletterFormProps {
  /** The page the form is on, where the form sent without JavaScript comes back to. */
  returnTo: string;
  /** What that form came to (the server's `?newsletter=`). */
  outcome?: NewsletterOutcome | null;
}

/** The form's state as the server's answer to the form sent without JavaScript leaves it. */
function stateAfter(outcome: NewsletterOutcome | null): NewsletterState {
  if (!outcome) return { status: 'idle' };
  const message = NEWSLETTER_OUTCOMES[outcome];
  if (outcome === 'subscribed' || outcome === 'exists') return { status: 'noted', message };
  return { status: 'error', message, isEmailInvalid: outcome === 'invalid' };
}

/**
 * The 'Stay Updated' sign-up (spec §4): the same form on the gate and on the home page. A POST
 * form the server answers where scripts do not run (decision 045).
 */
export function NewsletterForm({ returnTo, outcome = null }: NewsletterFormProps) {
  const { state, subscribe, clearError, reset } = useNewsletterSignup(stateAfter(outcome));
  const emailRef = useRef<HTMLInputElement>(null);
  const wasSubscribed = useRef(false);
  const isSubscribed = state.status === 'success' || state.status === 'exists';

  // Back to the field when the shopper asks to use another address.
  useEffect(() => {
    if (!isSubscribed && wasSubscribed.current) emailRef.current?.focus();
    wasSubscribed.current = isSubscribed;
  }, [isSubscribed]);

  return (
    <div className="w-full">
      <p role="status" className="sr-only">
        {isSubscribed ? announcementOf(state) : ''}
      </p>
      {isSubscribed ? (
        // The form comes back new, its field empty, for another address.
        <SubscribedPanel state={state} onUseAnotherEmail={reset} />
      ) : (
        <SignUpForm
          returnTo={returnTo}
          state={state}
          emailRef={emailRef}
          onEmailChange={clearError}
          onSubmit={(email) => void subscribe(email)}
        />
      )}
    </div>
  );
}

/**
 * On a browsing page the form is an island (decision 045), hydrated as it nears the screen; the
 * server renders the real form, so it can be typed in (and posted) before then.
 */
export const NewsletterIsland = island('newsletter', NewsletterForm, 'visible');

function announcementOf(state: Subscribed): string {
  const outcome =
    state.status === 'success' ? 'Subscribed.' : MESSAGES.newsletter.alreadySubscribedTitle;
  return `${outcome} Your welcome code is ${state.couponCode}.`;
}

interface SignUpFormProps {
  returnTo: string;
  state: NewsletterState;
  emailRef: RefObject<HTMLInputElement | null>;
  onEmailChange: () => void;
  onSubmit: (email: string) => void;
}

/**
 * Uncontrolled: what the shopper typed before the island hydrated is in the field, and React
 * keeps a field's value while hydrating, so the address is read from the form on submit.
 */
function SignUpForm({ returnTo, state, emailRef, onEmailChange, onSubmit }: SignUpFormProps) {
  const emailId = useId();
  const noteId = useId();
  const isLoading = state.status === 'loading';
  const error = state.status === 'error' ? state : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  return (
    <form
      method="post"
      action={SUBSCRIBE_FORM_PATH}
      noValidate
      onSubmit={handleSubmit}
      aria-busy={isLoading}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={emailId} className={FORM_LABEL}>
        Email address
      </label>
      <div className={FORM_ROW}>
        <input
          ref={emailRef}
          id={emailId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          placeholder={EMAIL_PLACEHOLDER}
          onChange={onEmailChange}
          aria-invalid={error?.isEmailInvalid ? true : undefined}
          aria-describedby={noteId}
          className={`${EMAIL_INPUT} ${error?.isEmailInvalid ? 'ring-red-400/80' : 'ring-white/20'}`}
        />
        <button type="submit" disabled={isLoading} className={SUBSCRIBE_BUTTON}>
          {isLoading && <ButtonSpinner />}
          Subscribe
        </button>
      </div>
      <div id={noteId} className={FORM_NOTE}>
        {error ? (
          <p role="alert" className="flex items-start gap-2 text-red-300">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-red-400" />
            {error.message}
          </p>
        ) : state.status === 'noted' ? (
          <p role="status" className="text-emerald-300">
            {state.message}
          </p>
        ) : (
          <p className="text-neutral-400">{isLoading ? 'Subscribing…' : PRIVACY_NOTE}</p>
        )}
      </div>
    </form>
  );
}

function SubscribedPanel({
  state,
  onUseAnotherEmail,
}: {
  state: Subscribed;
  onUseAnotherEmail: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isNew = state.status === 'success';

  // The form the shopper was typing in is gone: move focus to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="rounded-3xl bg-white/[0.06] p-5 ring-1 ring-white/10 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/20 text-accent-300 ring-1 ring-accent-300/40">
          <CheckIcon className="size-4" />
        </span>
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-lg text-white focus:outline-none"
          >
            {isNew ? 'Welcome to the list!' : MESSAGES.newsletter.alreadySubscribedTitle}
          </h3>
          <p className="mt-1 text-neutral-300 text-sm">
            {isNew
              ? 'Thanks for subscribing. Your welcome code is ready.'
              : MESSAGES.newsletter.alreadySubscribed}
          </p>
        </div>
      </div>
      <div className="mt-5">
        <CouponReveal couponCode={state.couponCode} />
      </div>
      <button
        type="button"
        onClick={onUseAnotherEmail}
        className="mt-4 rounded-sm text-neutral-400 text-sm underline decoration-white/20 underline-offset-4 transition hover:text-white"
      >
        Use a different email
      </button>
    </div>
  );
}
