import { CheckStepIcon } from '#ui/icons.tsx';

const CHECKOUT_STEPS = [
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Confirmation' },
] as const;

type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

export interface CheckoutProgressProps {
  /** The step the shopper is on; earlier steps show as done. */
  current: CheckoutStep;
  className?: string;
}

/** Spec §2's three-step progress: Shipping → Payment → Confirmation. */
export function CheckoutProgress({ current, className = '' }: CheckoutProgressProps) {
  const currentIndex = CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Checkout progress" className={className}>
      <ol className="flex items-center">
        {CHECKOUT_STEPS.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 items-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`mx-1.5 h-px w-5 min-w-2 shrink sm:mx-3 sm:w-10 ${isDone || isCurrent ? 'bg-charcoal-900' : 'bg-neutral-300'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center sm:size-7 justify-center rounded-full font-semibold text-xs ${
                  isCurrent
                    ? 'bg-charcoal-900 text-white'
                    : isDone
                      ? 'bg-accent text-white'
                      : 'bg-white text-neutral-500 ring-1 ring-neutral-300'
                }`}
              >
                {isDone ? <CheckStepIcon className="size-3.5" /> : index + 1}
              </span>
              <span
                className={`ml-1.5 whitespace-nowrap sm:ml-2 text-xs sm:text-sm ${isCurrent ? 'font-semibold text-neutral-900' : isDone ? 'font-medium text-neutral-700' : 'text-neutral-500'}`}
              >
                {step.label}
                {isDone && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
