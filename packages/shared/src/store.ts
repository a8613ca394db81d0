// zod/mini, as the rest of shared: the storefront parses these answers before it shows the gate.
import * as z from 'zod/mini';
import { CURRENCY, TAX_RATE } from './constants.ts';

/** As the server's STORE_PASSWORD setting allows; longer input cannot be the password. */
export const STORE_PASSWORD_MAX_LENGTH = 200;

export const PAYMENT_MODES = ['razorpay', 'simulated'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** `GET /api/store/config` (API.md § Store and password gate). */
export const StoreConfigSchema = z.object({
  /** Whether visitors must unlock the store with its password first. */
  gate: z.boolean(),
  payments: z.object({
    mode: z.enum(PAYMENT_MODES),
    /** Razorpay's public key id, for Checkout; absent in simulated mode. */
    keyId: z.optional(z.string()),
    /** Present only when cash on delivery is on (COD_ENABLED): its limit, whole rupees. */
    cod: z.optional(z.object({ maxOrder: z.int() })),
  }),
  currency: z.literal(CURRENCY),
  taxRate: z.literal(TAX_RATE),
  /**
   * The seller as the tax invoices name it (SHOP_* settings): the footer, the contact page and
   * the policies show these, so the shop's details have one source. Only what is public.
   */
  seller: z.object({
    legalName: z.string(),
    /** One line, as written on the invoice: street, area, city and PIN. */
    address: z.string(),
    state: z.string(),
    gstin: z.string(),
    email: z.string(),
    /** As shoppers should read it (`+91 80 4718 2290`); dial its digits. */
    phone: z.string(),
    /**
     * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask a shop to name
     * (SHOP_GRIEVANCE_*): the contact page and the return policy show them.
     */
    grievance: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  }),
  /** Returns (issue [15]): a return may be started this many days after delivery (RETURN_WINDOW_DAYS). */
  returns: z.object({ windowDays: z.int() }),
  /**
   * Messages beyond mail (issue [16]): which channels are configured. The shipping step shows
   * the consent box only when one is (notifications.ts has its words).
   */
  messages: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
});
export type StoreConfig = z.infer<typeof StoreConfigSchema>;

// Not trimmed, unlike other text input: a password's spaces are part of it.
export const UnlockInputSchema = z.object({
  password: z
    .string()
    .check(
      z.minLength(1, 'Enter the store password'),
      z.maxLength(STORE_PASSWORD_MAX_LENGTH, 'The password is too long'),
    ),
});

export const UnlockResultSchema = z.object({ unlocked: z.literal(true) });
export type UnlockResult = z.infer<typeof UnlockResultSchema>;
