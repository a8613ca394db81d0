import { useId } from 'react';

/**
 * The home page's newsletter band. Issue [3] replaces `NewsletterSignUp` with the working form;
 * until then the form is visibly disabled, so it never pretends to subscribe anyone.
 */
export function NewsletterBand() {
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="relative isolate overflow-hidden bg-charcoal-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_90%_10%,rgba(180,83,9,0.35),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <h2 id="newsletter-heading" className="font-semibold text-3xl tracking-tight sm:text-4xl">
            Stay Updated
          </h2>
          <p className="mt-4 max-w-md text-neutral-300 leading-relaxed">
            We have been selling skins since 2020. Join the list for new drops, restocks and
            subscriber-only offers, straight to your inbox.
          </p>
        </div>
        <NewsletterSignUp />
      </div>
    </section>
  );
}

export function NewsletterSignUp() {
  const emailId = useId();
  const noteId = useId();
  return (
    <form
      className="w-full max-w-lg lg:justify-self-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={emailId} className="font-medium text-neutral-200 text-sm">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled
          aria-describedby={noteId}
          className="h-12 min-w-0 flex-1 rounded-full border-0 bg-white/10 px-5 text-white ring-1 ring-white/20 placeholder:text-neutral-400 disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          disabled
          aria-describedby={noteId}
          className="h-12 shrink-0 rounded-full bg-white px-7 font-semibold text-charcoal-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p id={noteId} className="mt-3 text-neutral-400 text-sm">
        Sign-up opens soon
      </p>
    </form>
  );
}
