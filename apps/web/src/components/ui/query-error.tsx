import { AlertTriangleIcon } from './icons.tsx';

type QueryErrorProps = {
  /** The spec's message for the failed call (§8), e.g. 'Failed to fetch products'. */
  message: string;
  isRetrying?: boolean;
  className?: string;
  tone?: 'light' | 'dark';
} & (
  | { onRetry: () => void; retryHref?: never }
  /**
   * A page the server sends as a document (decision 045) has no code to run a retry: "Try
   * again" is a link that loads the page again, which asks again.
   */
  | { retryHref: string; onRetry?: never }
);

/** A failed request: the spec's message and a way to try again. */
export function QueryError({
  message,
  onRetry,
  retryHref,
  isRetrying = false,
  className = '',
  tone = 'light',
}: QueryErrorProps) {
  const isDark = tone === 'dark';
  const retryClass = `rounded-full px-5 py-2.5 font-medium text-sm transition disabled:opacity-60 ${
    isDark
      ? 'bg-white text-charcoal-900 hover:bg-neutral-200'
      : 'bg-charcoal-900 text-white hover:bg-charcoal-700'
  }`;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center ring-1 ${
        isDark ? 'bg-white/5 ring-white/10' : 'bg-white ring-neutral-200'
      } ${className}`}
    >
      <AlertTriangleIcon className={`size-8 ${isDark ? 'text-accent-300' : 'text-accent'}`} />
      <p className={`font-medium ${isDark ? 'text-white' : 'text-neutral-900'}`}>{message}</p>
      {retryHref === undefined ? (
        <button type="button" onClick={onRetry} disabled={isRetrying} className={retryClass}>
          {isRetrying ? 'Trying again…' : 'Try again'}
        </button>
      ) : (
        <a href={retryHref} className={retryClass}>
          Try again
        </a>
      )}
    </div>
  );
}
