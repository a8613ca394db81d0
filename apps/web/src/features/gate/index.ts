// Gate's public file: what other features may use.

export {
  useCashOnDelivery,
  useMessageChannels,
  useReturnWindowDays,
  useSeller,
} from './api/get-store-config.ts';
