import { NEWSLETTER_OUTCOMES, UNLOCK_REFUSALS } from '@skins/shared';
import { BrandMark } from '#features/layout/index.ts';
import { NewsletterIsland } from '#features/newsletter/index.ts';
import { type FormPage, isKnownReason, readFormReturn } from '#lib/form-return.ts';
import { LockIcon } from '#ui/icons.tsx';
import { UnlockIsland } from './unlock-form.tsx';

/** The page behind the gate, as the address bar has it. */
export type GatedPage = FormPage;

/** The full-screen password gate (spec §2) in the shop's dark look, with the newsletter below. */
export function GateScreen({ page }: { page: GatedPage }) {
  // Back to the page asked for, less the last refusal.
  const unlock = readFormReturn(page, 'unlock');
  const newsletter = readFormReturn(page, 'newsletter');
  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-charcoal-950 text-white">
      <title>Skins — Enter the store password</title>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_45%_at_80%_15%,rgba(180,83,9,0.38),transparent_70%),radial-gradient(45%_40%_at_5%_95%,rgba(244,177,131,0.12),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(70%_60%_at_50%_35%,black,transparent)]"
      />
      <div className="mx-auto flex min-h-dvh max-w-6xl flex-col px-5 sm:px-6 lg:px-8">
        <header className="flex items-center justify-between py-6">
          <BrandMark className="text-lg" glyphClassName="size-8" />
          <p className="flex items-center gap-2 text-neutral-400 text-xs tracking-[0.18em] uppercase">
            <LockIcon className="size-3.5" />
            Private access
          </p>
        </header>

        <main className="grid flex-1 content-center gap-10 py-8 sm:py-12 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16">
          <section aria-labelledby="gate-heading" className="min-w-0">
            <p className="inline-flex items-center rounded-full bg-white/5 px-3 py-1 font-medium text-accent-300 text-xs tracking-[0.2em] uppercase ring-1 ring-white/10">
              Premium vinyl skins · Since 2020
            </p>
            <h1
              id="gate-heading"
              className="mt-6 font-semibold text-4xl leading-[1.05] tracking-tight sm:text-5xl"
            >
              The store is open
              <span className="block bg-gradient-to-r from-accent-300 via-amber-200 to-accent-300 bg-clip-text text-transparent">
                by invitation.
              </span>
            </h1>
            <p className="mt-5 max-w-md text-neutral-300 leading-relaxed">
              Enter the store password to shop skins for phones, laptops and consoles.
            </p>
            <div className="mt-8">
              <UnlockIsland
                returnTo={unlock.returnTo}
                refusal={isKnownReason(UNLOCK_REFUSALS, unlock.reason) ? unlock.reason : null}
              />
            </div>
          </section>

          <section
            aria-labelledby="gate-newsletter-heading"
            className="min-w-0 rounded-3xl bg-white/[0.04] p-6 ring-1 ring-white/10 backdrop-blur-sm sm:p-8"
          >
            <h2 id="gate-newsletter-heading" className="font-semibold text-2xl tracking-tight">
              Stay Updated
            </h2>
            <p className="mt-3 text-neutral-300 text-sm leading-relaxed">
              We have been selling skins since 2020. Join the list for new drops and restocks, and
              get a welcome code for 10% off your first order.
            </p>
            <div className="mt-6">
              <NewsletterIsland
                returnTo={newsletter.returnTo}
                outcome={
                  isKnownReason(NEWSLETTER_OUTCOMES, newsletter.reason) ? newsletter.reason : null
                }
              />
            </div>
          </section>
        </main>

        <footer className="py-6 text-neutral-500 text-xs">
          © {new Date().getFullYear()} Skins. Prices in Indian rupees.
        </footer>
      </div>
    </div>
  );
}
