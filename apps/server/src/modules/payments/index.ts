// Payments' public file: what other modules may use. Its tables stay inside
// (architecture.test.ts).

export { isProductHeldByPendingCheckout } from './checkout-holds.ts';
export { gatewayOrderIdOfCheckout } from './checkout-reference.ts';
export type { PaymentGateway } from './gateway.ts';
export { type PaymentsSettings, paymentsDeps } from './payments-deps.ts';
export { RazorpayGateway } from './razorpay-gateway.ts';
export { startPaymentReconciler } from './reconciler.ts';
export { DatabaseSimulatedStore } from './simulated-database-store.ts';
export { SimulatedGateway } from './simulated-gateway.ts';
export { paymentsForStorefront } from './storefront-payments.ts';
export { uploadsShownByPendingCheckouts } from './upload-references.ts';
