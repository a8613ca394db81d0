import type { StoreConfig } from '@skins/shared';
import type { PaymentGateway } from './gateway.ts';

/**
 * What GET /api/store/config tells the storefront: the mode, the key id Checkout needs, and
 * cash on delivery's limit when it is on (absent when off, so the answer is as before).
 */
export function paymentsForStorefront(
  gateway: PaymentGateway,
  cod: { enabled: boolean; maxOrderRupees: number },
): StoreConfig['payments'] {
  const codPart = cod.enabled ? { cod: { maxOrder: cod.maxOrderRupees } } : {};
  return gateway.mode === 'razorpay'
    ? { mode: 'razorpay', keyId: gateway.keyId, ...codPart }
    : { mode: 'simulated', ...codPart };
}
