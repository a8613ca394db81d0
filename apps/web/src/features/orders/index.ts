// The orders' public file: what other features use. The rest of features/orders is its own.
export { saveOrderToken } from './order-token-storage.ts';
