// The catalog's public file: what other features use. The rest of features/catalog is its own.
export { useShopPath } from './api/get-categories.ts';
export { productQueryOptions } from './api/get-product.ts';
export { DeviceOptions } from './product/device-options.tsx';
export {
  checkDeviceChoice,
  DEVICE_MESSAGES,
  type DeviceSelection,
  initialDeviceSelection,
} from './product/device-selection.ts';
