import { expect } from 'vitest';
import { GatewayError, type GatewayPayment } from './gateway.ts';
import { newRazorpayId } from './razorpay-ids.ts';
import type { SimulatedGateway } from './simulated-gateway.ts';
import type { SimulatedStore } from './simulated-store.ts';

// What the simulated gateway's tests share (simulated-gateway.test.ts and
// simulated-gateway.instances.test.ts): orders in each state, and Razorpay's refusals.

/** Razorpay's words for each refusal the simulated gateway answers. */
export const REFUSALS = {
  notFound: 'The id provided does not exist',
  underOneRupee: 'The amount must be atleast INR 1.00',
  alreadyCaptured: 'This payment has already been captured',
  notAuthorized: 'Only payments which have been authorized and not yet captured can be captured',
  captureAmount: 'Capture amount must be equal to the amount authorized',
  overRefund: 'The refund amount provided is greater than amount captured',
};

/** Razorpay's 400 with its words, as the simulated gateway answers it. */
export async function expectRefusal(call: Promise<unknown>, refusal: keyof typeof REFUSALS) {
  const error = await call.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const description = REFUSALS[refusal];
  expect(error).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', description });
}

export const openOrder = (gateway: SimulatedGateway, amountInPaise = 54_900) =>
  gateway.createOrder({ amountInPaise, currency: 'INR', receipt: 'checkout' });

/** Paid in the test dialog; answers the captured payment's id. */
export async function paidPayment(gateway: SimulatedGateway, amountInPaise = 54_900) {
  const order = await openOrder(gateway, amountInPaise);
  const paid = await gateway.simulatePayment(order.id, 'success');
  if (paid?.outcome !== 'success') throw new Error('expected a paid test order');
  return paid.paymentId;
}

/** A payment still to capture, as Razorpay holds one when the account does not auto-capture. */
export async function authorizedPayment(store: SimulatedStore, gateway: SimulatedGateway) {
  const order = await openOrder(gateway);
  const payment: GatewayPayment = {
    id: newRazorpayId('pay'),
    orderId: order.id,
    amountInPaise: order.amountInPaise,
    amountRefundedInPaise: 0,
    currency: 'INR',
    status: 'authorized',
    method: 'upi',
    errorCode: null,
    errorDescription: null,
  };
  await store.changeOrder(order.id, () => ({ payment, answer: null }));
  return { order, payment };
}
