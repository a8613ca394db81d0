import { openRazorpay } from './open-razorpay.ts';
import {
  type FailedPayment,
  failedResultOf,
  type PaymentDriver,
  PaymentDriverError,
  type PaymentResult,
  paidResultOf,
} from './payment-driver.ts';
import type { PaymentStepRunner } from './payment-timeout.ts';
import { loadRazorpayCheckout } from './razorpay-checkout.ts';

/** Razorpay Checkout: loads its script (within the step timeout), opens it, reads its events. */
export function createRazorpayDriver(runStep: PaymentStepRunner): PaymentDriver {
  return {
    async open(order, listener) {
      try {
        await runStep(() => loadRazorpayCheckout());
      } catch (error) {
        throw new PaymentDriverError('load-failed', { cause: error });
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay) throw new PaymentDriverError('not-loaded');

      return new Promise<PaymentResult>((resolve, reject) => {
        // One Checkout session: once it has reported a failure, closing it ends with that failure.
        let failure: FailedPayment | null = null;
        try {
          listener?.onOpen?.();
          openRazorpay(Razorpay, order, order.orderDetails, {
            onPaid: (response) => {
              try {
                resolve(paidResultOf(response));
              } catch (error) {
                reject(error);
              }
            },
            // Checkout stays open after a failure so the shopper can try another method.
            onFailed: (response) => {
              failure = failedResultOf(response);
              listener?.onAttemptFailed?.(failure.reason);
            },
            onDismissed: () => resolve(failure ?? { outcome: 'dismissed' }),
          });
        } catch (error) {
          reject(new PaymentDriverError('broke', { cause: error }));
        }
      });
    },
  };
}
