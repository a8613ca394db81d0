// Payments' public file: what other modules may use. Its tables stay inside
// (architecture.test.ts).

export { isProductHeldByPendingCheckout } from './checkout-holds.ts';
export { DEFAULT_RAZORPAY_API_BASE } from './razorpay-client.ts';
