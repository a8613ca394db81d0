import { DeferredNewsletterForm } from '#features/newsletter/index.ts';

/** The home page's 'Stay Updated' band: the newsletter sign-up with its welcome code (spec §4). */
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
          <p className="font-medium text-accent-300 text-xs tracking-[0.2em] uppercase">
            10% off your first order
          </p>
          <h2
            id="newsletter-heading"
            className="mt-3 font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            Stay Updated
          </h2>
          <p className="mt-4 max-w-md text-neutral-300 leading-relaxed">
            We have been selling skins since 2020. Join the list for new drops, restocks and
            subscriber-only offers, and get a welcome code for 10% off your first purchase.
          </p>
        </div>
        <div className="w-full min-w-0 max-w-lg lg:justify-self-end">
          <DeferredNewsletterForm />
        </div>
      </div>
    </section>
  );
}
