// Business constants of the spec (§9) and the API contract. Every figure here is a requirement.

/** Tax: 8% of the subtotal (cart) or of the subtotal after discount (checkout), in basis points. */
export const TAX_RATE = 0.08;
export const TAX_RATE_BP = 800;
/**
 * The GST slabs a category's rate may take (decision 066), in basis points: 0, 0.1, 0.25, 1.5,
 * 3, 5, 12, 18, 28 and (from 2025) 40 %. A category defaults to the spec's 8% (`TAX_RATE_BP`),
 * which is no slab but the spec's own figure, so it is listed too.
 */
export const GST_RATES_BP = [0, 10, 25, 150, 300, 500, 800, 1200, 1800, 2800, 4000] as const;
export type GstRateBp = (typeof GST_RATES_BP)[number];
/** The same slabs as fractions (0.18), the form the API answers and accepts rates in. */
export const GST_RATES: readonly number[] = GST_RATES_BP.map((bp) => bp / 10_000);

export const CURRENCY = 'INR';
export const CURRENCY_LABEL = 'Rs.';

export const CART_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Quantity of one cart line; the spec sets the minimum, we cap absurd values. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;

export const PRODUCT_PAGE_SIZE = 12;
export const FULL_SEARCH_LIMIT = 10;
export const MAX_LIST_LIMIT = 100;
export const QUICK_SEARCH_MAX = 20;
export const AUTOCOMPLETE_MAX = 8;
export const RAIL_DEFAULT_LIMIT = 8;
export const RAIL_MAX_LIMIT = 24;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export const RECENT_COUPONS_KEPT = 5;
export const MAX_COUPON_ATTEMPTS = 3;
export const COUPON_LOCKOUT_MS = 600_000;

export const PAYMENT_TIMEOUT_MS = 60_000;
export const PIN_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const DEFAULT_COUNTRY = 'India';

export const WELCOME_COUPON_FALLBACK = 'WELCOME25';
export const WELCOME_DISCOUNT = 0.1;

export const CART_ICON_BREAKPOINT_PX = 1024;
export const DRAWER_CLOSE_DELAY_MS = 300;
export const TOAST_DURATION_MS = 2000;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const TITLE_ROTATION_MS = 1000;
export const GATE_UNLOCK_DELAY_MS = 600;

export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Input lengths (API.md § Decisions). Longer is a 400. */
export const MAX_LENGTH = {
  email: 254,
  name: 100,
  addressLine: 200,
  cityOrState: 100,
  customerNote: 500,
  couponCode: 40,
  searchQuery: 100,
  productName: 200,
  description: 5000,
} as const;

/** localStorage keys (spec §3). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  siteUnlocked: 'siteUnlocked',
  validCoupon: 'validCoupon',
  couponHistory: 'couponHistory',
  cart: 'cart',
  cartTimestamp: 'cart_timestamp',
  /** Not in the spec's list: the coupon Apply attempts and lockout, so a reload keeps them (UI.md). */
  couponAttempts: 'couponAttempts',
  /** Not in the spec's list: the device chosen in the header's picker, `{ brand, model }` as JSON. */
  chosenDevice: 'chosenDevice',
} as const;

/** Product images uploaded through POST /api/media (docs/decisions/011-product-writes-and-media.md). */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The shorter side of an uploaded image, after EXIF rotation; smaller looks blurred on a product page. */
export const MIN_IMAGE_SIDE_PX = 400;
/** Width × height of an uploaded image: more is refused before decoding (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Each upload is stored as WebP and AVIF fitting these squares (never enlarged); URLs end
 * `/{width}.webp` and `/{width}.avif`.
 */
export const IMAGE_WIDTHS_PX = [320, 640, 1280] as const;
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_PRODUCT_TAGS = 20;

/** Rows per page of the admin's lists (orders, subscribers, outbox) unless `limit` says otherwise. */
export const ADMIN_PAGE_SIZE = 20;
