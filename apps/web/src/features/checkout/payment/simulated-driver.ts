import type { SimulatePaymentInput, SimulatePaymentResult } from '@skins/shared';
import { simulatePayment } from './api/simulate-payment.ts';
import {
  failedResultOf,
  type PaymentDriver,
  PaymentDriverError,
  type PaymentResult,
  paidResultOf,
} from './payment-driver.ts';
import { type PaymentStepRunner, PaymentTimeoutError } from './payment-timeout.ts';
import type { RazorpayFailure } from './razorpay-checkout.ts';

/** The simulated gateway's dialog, while it is open: what it shows and what its buttons do. */
export interface SimulatedCheckout {
  razorpayOrderId: string;
  amountInPaise: number;
  isWorking: boolean;
  pay: () => Promise<void>;
  fail: () => Promise<void>;
  cancel: () => void;
}

/** What Razorpay Checkout would have handed the page: its `handler` answer or `payment.failed`. */
export type CheckoutAnswer =
  | { event: 'handler'; response: unknown }
  | { event: 'payment.failed'; response: RazorpayFailure };

/**
 * The simulate endpoint's answer, in the shapes Checkout hands the page (API.md § Decisions), so
 * both drivers read their answers with the same code. The server still names the fields in camel
 * case; once it answers as Checkout does, this is the one conversion to drop.
 */
export function checkoutAnswerOf(answer: SimulatePaymentResult): CheckoutAnswer {
  if (answer.outcome === 'success') {
    return {
      event: 'handler',
      response: {
        razorpay_payment_id: answer.razorpayPaymentId,
        razorpay_order_id: answer.razorpayOrderId,
        razorpay_signature: answer.razorpaySignature,
      },
    };
  }
  return {
    event: 'payment.failed',
    response: {
      error: {
        ...answer.error,
        metadata: { order_id: answer.razorpayOrderId, payment_id: answer.razorpayPaymentId },
      },
    },
  };
}

function resultOf(answer: CheckoutAnswer): PaymentResult {
  return answer.event === 'handler'
    ? paidResultOf(answer.response)
    : failedResultOf(answer.response);
}

/**
 * The simulated gateway (API.md § Payments, Modes): `show` renders its dialog (null closes it);
 * the tester's choice goes to POST /payments/simulate within the step timeout. Cancel, or Escape,
 * is a dismissed session, as closing Checkout is.
 */
export function createSimulatedDriver(
  runStep: PaymentStepRunner,
  show: (checkout: SimulatedCheckout | null) => void,
): PaymentDriver {
  return {
    open(order, listener) {
      return new Promise<PaymentResult>((resolve, reject) => {
        let phase: 'choosing' | 'working' | 'done' = 'choosing';
        const render = () =>
          show({
            razorpayOrderId: order.razorpayOrderId,
            amountInPaise: order.amount,
            isWorking: phase === 'working',
            pay: () => choose('success'),
            fail: () => choose('failure'),
            cancel,
          });

        const cancel = () => {
          // Nothing closes it while the gateway answers.
          if (phase !== 'choosing') return;
          phase = 'done';
          show(null);
          resolve({ outcome: 'dismissed' });
        };

        const choose = async (outcome: SimulatePaymentInput['outcome']) => {
          // A double click lands before the buttons re-render disabled: one gateway call only.
          if (phase !== 'choosing') return;
          phase = 'working';
          render();
          try {
            const answer = await runStep((signal) =>
              simulatePayment({ razorpayOrderId: order.razorpayOrderId, outcome }, signal),
            );
            resolve(resultOf(checkoutAnswerOf(answer)));
          } catch (error) {
            reject(
              error instanceof PaymentDriverError
                ? error
                : new PaymentDriverError(
                    error instanceof PaymentTimeoutError ? 'timed-out' : 'broke',
                    { cause: error },
                  ),
            );
          } finally {
            phase = 'done';
            show(null);
          }
        };

        render();
        listener?.onOpen?.();
      });
    },
  };
}
