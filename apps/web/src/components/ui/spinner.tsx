interface SpinnerProps {
  /** Read by screen readers while the spinner shows. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="size-8 animate-spin text-accent"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
