import { BrandMark } from './brand-mark.tsx';

function OverlaySpinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-8 animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * The full-screen wait: brand mark and spinner over everything, where the shop has nothing to show
 * yet (a page drawn in the browser while the gate is asked about, or its code arrives). Pages
 * from the server need none (docs/decisions/029). Fades out; hidden from assistive technology
 * once gone.
 */
export function SplashOverlay({ isVisible }: { isVisible: boolean }) {
  return (
    <div
      aria-hidden={!isVisible}
      className={`fixed inset-0 z-[60] bg-charcoal-950 text-white transition-[opacity,visibility] duration-300 ${
        isVisible ? 'visible opacity-100' : 'pointer-events-none invisible opacity-0'
      }`}
    >
      <div
        role="progressbar"
        aria-label="Loading the shop"
        className="flex size-full flex-col items-center justify-center gap-6"
      >
        <BrandMark className="text-2xl" glyphClassName="size-10" />
        <span className="text-accent-300">
          <OverlaySpinner />
        </span>
      </div>
    </div>
  );
}

/**
 * Shown while another page's code or data loads. It fades in after a short delay, so quick
 * navigations never flash it.
 */
export function PageLoadingOverlay() {
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-neutral-50/85 text-charcoal-900 opacity-100 backdrop-blur-sm transition-opacity delay-150 duration-200 starting:opacity-0"
    >
      <BrandMark className="text-xl" glyphClassName="size-9" />
      <span className="text-accent">
        <OverlaySpinner />
      </span>
    </div>
  );
}
