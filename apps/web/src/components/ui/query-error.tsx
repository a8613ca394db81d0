import { AlertTriangleIcon } from './icons.tsx';

interface QueryErrorProps {
  /** The spec's message for the failed call (§8), e.g. 'Failed to fetch products'. */
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
  tone?: 'light' | 'dark';
}

/** A failed request: the spec's message and a way to try again. */
export function QueryError({
  message,
  onRetry,
  isRetrying = false,
  className = '',
  tone = 'light',
}: QueryErrorProps) {
  const isDark = tone === 'dark';
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center ring-1 ${
        isDark ? 'bg-white/5 ring-white/10' : 'bg-white ring-neutral-200'
      } ${className}`}
    >
      <AlertTriangleIcon className={`size-8 ${isDark ? 'text-accent-300' : 'text-accent'}`} />
      <p className={`font-medium ${isDark ? 'text-white' : 'text-neutral-900'}`}>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={`rounded-full px-5 py-2.5 font-medium text-sm transition disabled:opacity-60 ${
          isDark
            ? 'bg-white text-charcoal-900 hover:bg-neutral-200'
            : 'bg-charcoal-900 text-white hover:bg-charcoal-700'
        }`}
      >
        {isRetrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
