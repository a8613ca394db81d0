import type { StoreConfig } from '@skins/shared';
import type { PaymentGateway } from './gateway.ts';

/** What GET /api/store/config tells the storefront: the mode, and the key id Checkout needs. */
export function paymentsForStorefront(gateway: PaymentGateway): StoreConfig['payments'] {
  return gateway.mode === 'razorpay'
    ? { mode: 'razorpay', keyId: gateway.keyId }
    : { mode: 'simulated' };
}
