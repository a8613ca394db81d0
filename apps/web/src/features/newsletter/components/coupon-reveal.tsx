import { TOAST_DURATION_MS, WELCOME_DISCOUNT } from '@skins/shared';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '#ui/icons.tsx';
import { type CopyOutcome, copyToClipboard } from '../copy-to-clipboard.ts';

interface CouponRevealProps {
  couponCode: string;
}

const WELCOME_PERCENT = Math.round(WELCOME_DISCOUNT * 100);

const COPY_FEEDBACK: Record<CopyOutcome, string> = {
  copied: 'Copied',
  selected: 'Code selected: press Ctrl+C (⌘C on a Mac) to copy it.',
};

/** The welcome code with a copy button and how to use it (spec §4, §9: 10% off the first order). */
export function CouponReveal({ couponCode }: CouponRevealProps) {
  const codeRef = useRef<HTMLElement>(null);
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (copyOutcome !== 'copied') return;
    const timer = setTimeout(() => setCopyOutcome(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copyOutcome]);

  async function handleCopy() {
    setCopyOutcome(await copyToClipboard(couponCode, codeRef.current));
  }

  const isCopied = copyOutcome === 'copied';
  return (
    <div>
      <p className="text-neutral-400 text-xs tracking-[0.18em] uppercase">Your welcome code</p>
      <div className="mt-2 flex flex-col gap-3 rounded-2xl border border-accent-300/50 border-dashed bg-charcoal-950/60 p-3 sm:flex-row sm:items-center sm:py-2 sm:pr-2 sm:pl-5">
        <code
          ref={codeRef}
          className="min-w-0 flex-1 break-all py-1 text-center font-mono font-semibold text-accent-300 text-xl tracking-[0.14em] sm:text-left"
        >
          {couponCode}
        </code>
        <button
          type="button"
          onClick={handleCopy}
          className={`inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full px-4 font-semibold text-sm transition ${
            isCopied
              ? 'bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-300/40'
              : 'bg-white text-charcoal-900 hover:bg-accent-300'
          }`}
        >
          {isCopied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {isCopied ? 'Copied' : 'Copy code'}
        </button>
      </div>
      <p role="status" className="text-neutral-400 text-xs">
        {copyOutcome === 'selected' && <span className="mt-2 block">{COPY_FEEDBACK.selected}</span>}
        {isCopied && <span className="sr-only">{COPY_FEEDBACK.copied}</span>}
      </p>
      <p className="mt-3 text-neutral-300 text-sm leading-relaxed">
        Apply it at checkout for{' '}
        <strong className="font-semibold text-white">{WELCOME_PERCENT}% off</strong> your first
        purchase.
      </p>
    </div>
  );
}
