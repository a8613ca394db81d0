import { PAYMENT_TIMEOUT_MS } from '@skins/shared';

/** Runs one step of the payment within the timeout (`runWithPaymentTimeout`, bound to a page). */
export type PaymentStepRunner = <T>(run: (signal: AbortSignal) => Promise<T>) => Promise<T>;

export class PaymentTimeoutError extends Error {
  override readonly name = 'PaymentTimeoutError';
}

/**
 * Runs one step of the payment with the spec's 60 s timeout check: past it, the step's signal
 * aborts and the promise rejects with PaymentTimeoutError, also for a step that ignores its
 * signal (the script load). `lifetime` aborting (the page went away) ends the step too.
 */
export function runWithPaymentTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  lifetime: AbortSignal | undefined,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new PaymentTimeoutError()), PAYMENT_TIMEOUT_MS);
  const onLeave = () => controller.abort();
  lifetime?.addEventListener('abort', onLeave);
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  return Promise.race([run(controller.signal), aborted]).finally(() => {
    clearTimeout(timer);
    lifetime?.removeEventListener('abort', onLeave);
  });
}
