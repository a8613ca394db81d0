// Gate's public file: what other features may use.

export { useCashOnDelivery, useReturnWindowDays, useSeller } from './api/get-store-config.ts';
