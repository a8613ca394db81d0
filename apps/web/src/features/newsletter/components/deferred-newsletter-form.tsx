import { NEWSLETTER_OUTCOMES } from '@skins/shared';
import { lazy, type Ref, Suspense, use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isKnownReason, readFormReturn } from '#lib/form-return.ts';
import { IslandRendererContext } from '#lib/island.tsx';
import type { NewsletterFormProps } from './newsletter-form.tsx';

// Imported on demand in both cases, so the form's code stays out of the client app's first load.
let formModule: Promise<typeof import('./newsletter-form.tsx')> | undefined;
const loadForm = () => {
  formModule ??= import('./newsletter-form.tsx');
  return formModule;
};
const NewsletterForm = lazy(async () => ({ default: (await loadForm()).NewsletterForm }));

// Far enough ahead that the form's code has arrived by the time the shopper scrolls to it.
const LOAD_AHEAD_MARGIN = '600px 0px';

/**
 * The newsletter form for pages where it sits below the fold: its code loads only as it nears the
 * screen, keeping it out of the page's first-load JavaScript (docs/decisions/005). On a browsing
 * page that is what its island does (decision 045: hydrated on sight, its HTML there from the
 * start); in the client app (the cart page's footer) this component does it.
 */
export function DeferredNewsletterForm() {
  const isDocument = use(IslandRendererContext) !== null;
  // The form comes back here when sent without JavaScript, saying what came of it.
  const { returnTo, reason } = readFormReturn(useLocation(), 'newsletter');
  const props: NewsletterFormProps = {
    returnTo,
    outcome: isKnownReason(NEWSLETTER_OUTCOMES, reason) ? reason : null,
  };
  return isDocument ? <IslandOnDocument {...props} /> : <DeferredInApp {...props} />;
}

/** Only ever rendered on the server, which waits for the module before sending the page. */
function IslandOnDocument(props: NewsletterFormProps) {
  const { NewsletterIsland } = use(loadForm());
  return <NewsletterIsland {...props} />;
}

function DeferredInApp(props: NewsletterFormProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // The placeholder first, on the server too (the page's HTML and its hydration agree).
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = <NewsletterFormPlaceholder ref={placeholderRef} />;
  if (!isNear) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}

/** A skeleton of the form's label, field and button, the same size, until the form arrives. */
function NewsletterFormPlaceholder({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} aria-hidden="true" className="w-full animate-pulse">
      <div className="h-5 w-28 rounded-full bg-white/10" />
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="h-12 rounded-full bg-white/10 ring-1 ring-white/20 sm:flex-1" />
        <div className="h-12 rounded-full bg-white/25 sm:w-36" />
      </div>
      <div className="mt-3 h-6" />
    </div>
  );
}
