// The content's public file: what other features use. The rest of features/content is its own.

export { useCashOnDeliveryOffer } from './cash-on-delivery.tsx';
export { useReturnWindowDays } from './return-window.tsx';
export {
  SellerAddressLines,
  SellerEmailLink,
  SellerPhoneLink,
  useSeller,
} from './seller-details.tsx';
export {
  SHIPPING,
  SHOP_DETAILS,
  type SocialNetwork,
} from './shop-details.ts';
