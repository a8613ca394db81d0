// Gate's public file: what other features may use.

export { useCashOnDelivery } from './api/get-store-config.ts';
