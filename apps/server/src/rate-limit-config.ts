import { z } from 'zod';

// How often one client may call the guessable or costly routes (plugins/rate-limit.ts), from the
// RATE_LIMIT_* settings.

export interface RateLimitConfig {
  unlock: number;
  login: number;
  subscribe: number;
  couponSearch: number;
  /** Each create-order opens an order at the gateway. */
  createOrder: number;
  /** Each order lookup is a guess at a number and email pair. */
  orderLookup: number;
  /** Each "Email me my order link" is a guess at the pair like a lookup, and may send a mail… */
  orderLink: number;
  /** …so one order's link goes at most this often per hour, whatever the IP. */
  orderLinkPerOrderPerHour: number;
  /** Cash-on-delivery orders per client IP per minute: each one places an order. */
  cod: number;
  /** …and per phone number per hour, whatever the IP. */
  codPerPhonePerHour: number;
  /** Invoice and credit-note PDFs per client IP per minute… */
  invoicePdf: number;
  /** …and per order per minute, whatever the IP (its token or an admin). */
  invoicePdfPerOrder: number;
  /** Review posts per client IP per minute (each is a guess at a review link's token). */
  review: number;
  /** Return requests and answers per client IP per minute (each is a guess at an order's token). */
  returnPost: number;
  /** Review and return photo uploads per client IP per minute (each is decoded and encoded). */
  reviewPhoto: number;
  /** Funnel beacons (POST /api/events) per client IP per minute: a shopper browsing sends a few. */
  events: number;
}

/** A whole number from 1 up, as a setting spells it. */
export const positiveInt = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1));

/** The settings' part of the environment's schema (config.ts); per client IP per minute. */
export const RATE_LIMIT_ENV = {
  RATE_LIMIT_UNLOCK_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_SUBSCRIBE_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_CREATE_ORDER_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_ORDER_LINK_PER_MINUTE: positiveInt.default(5),
  RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR: positiveInt.default(3),
  RATE_LIMIT_COD_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: positiveInt.default(5),
  RATE_LIMIT_INVOICE_PDF_PER_MINUTE: positiveInt.default(60),
  RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_REVIEW_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_RETURN_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_REVIEW_PHOTO_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_EVENTS_PER_MINUTE: positiveInt.default(120),
};

type RateLimitEnv = { [K in keyof typeof RATE_LIMIT_ENV]: z.output<(typeof RATE_LIMIT_ENV)[K]> };

export function rateLimitConfig(env: RateLimitEnv): RateLimitConfig {
  return {
    unlock: env.RATE_LIMIT_UNLOCK_PER_MINUTE,
    login: env.RATE_LIMIT_LOGIN_PER_MINUTE,
    subscribe: env.RATE_LIMIT_SUBSCRIBE_PER_MINUTE,
    couponSearch: env.RATE_LIMIT_COUPON_SEARCH_PER_MINUTE,
    createOrder: env.RATE_LIMIT_CREATE_ORDER_PER_MINUTE,
    orderLookup: env.RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE,
    orderLink: env.RATE_LIMIT_ORDER_LINK_PER_MINUTE,
    orderLinkPerOrderPerHour: env.RATE_LIMIT_ORDER_LINK_PER_ORDER_PER_HOUR,
    cod: env.RATE_LIMIT_COD_PER_MINUTE,
    codPerPhonePerHour: env.RATE_LIMIT_COD_PER_PHONE_PER_HOUR,
    invoicePdf: env.RATE_LIMIT_INVOICE_PDF_PER_MINUTE,
    invoicePdfPerOrder: env.RATE_LIMIT_INVOICE_PDF_PER_ORDER_PER_MINUTE,
    review: env.RATE_LIMIT_REVIEW_PER_MINUTE,
    returnPost: env.RATE_LIMIT_RETURN_PER_MINUTE,
    reviewPhoto: env.RATE_LIMIT_REVIEW_PHOTO_PER_MINUTE,
    events: env.RATE_LIMIT_EVENTS_PER_MINUTE,
  };
}
