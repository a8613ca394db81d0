import * as z from 'zod/mini';

const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STORE_LOCKED',
  'INCORRECT_PASSWORD',
  'INVALID_CREDENTIALS',
  'NOT_FOUND',
  'CONFLICT',
  'PRICE_CHANGED',
  'COUPON_NOT_USABLE',
  /** POST /api/payments/cod: the order is over COD_MAX_ORDER_RUPEES. */
  'COD_NOT_AVAILABLE',
  /** 409: a product of the order has fewer units left than it asks for (decision 065). */
  'OUT_OF_STOCK',
  'CANNOT_CANCEL',
  'PAYLOAD_TOO_LARGE',
  /** 431: the address (query string) and headers together are over Node's 16 KB. */
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'GATEWAY_ERROR',
  'SERVICE_UNAVAILABLE',
  /** 503 from any route: the shop sheds load; retry after `Retry-After` (API.md § Conventions). */
  'OVERLOADED',
  'INTERNAL',
  /** verify-payment refused the payment: `{ success: false, message, code }` (API.md § Payments). */
  'PAYMENT_VERIFICATION_FAILED',
  /** POST /api/reviews: the order line already has its review (one per line). */
  'ALREADY_REVIEWED',
  /** POST /api/orders/{id}/returns: the order is not delivered, or its return window has closed. */
  'RETURN_WINDOW_CLOSED',
  /** POST /api/auth/set-password: the link expired (72 hours), was used, or never existed. */
  'LINK_EXPIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error the API answers: `{ message, code, details? }` (API.md § Conventions). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
// One component of the OpenAPI document (`#/components/schemas/ErrorBody`) that every error
// answer refers to, instead of a copy per operation.
z.globalRegistry.add(ErrorBodySchema, { id: 'ErrorBody' });
