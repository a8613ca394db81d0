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

/** The simulated gateway's dialog, while it is open: what it shows and what its buttons do. */
export interface SimulatedCheckout {
  razorpayOrderId: string;
  amountInPaise: number;
  isWorking: boolean;
  pay: () => Promise<void>;
  fail: () => Promise<void>;
  cancel: () => void;
}

/**
 * The simulate endpoint answers exactly what Checkout hands the page (API.md § Decisions): its
 * `handler` response, or its `payment.failed` error. Both drivers read them with the same code.
 */
function resultOf(answer: SimulatePaymentResult): PaymentResult {
  return 'error' in answer ? failedResultOf(answer) : paidResultOf(answer);
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
            resolve(resultOf(answer));
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
