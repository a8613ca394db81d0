// Cart reminders (API.md § Cart reminders; issue [16]): only with the shopper's tick.
import * as z from 'zod/mini';
import { AdminPageQuerySchema } from './catalog.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { listEnvelopeSchema } from './contract.ts';

/**
 * The shipping step's box, word for word (issue [16]). The reminder carries no offer (decision
 * 061), and the hint says so plainly: if one is ever added, the hint must say it first.
 */
export const CART_REMINDER_COPY = {
  label: 'Email me a reminder about this cart',
  hint: 'One email about this cart if you leave without ordering. No offers, and it does not sign you up to the newsletter.',
} as const;

/** An order through a reminder's link within this many days of the mail counts as recovered. */
export const CART_REMINDER_RECOVERY_DAYS = 7;
/** A reminder's restore link works this long. */
export const CART_REMINDER_LINK_DAYS = 14;
/** Drafts are deleted this many days after they were made (the privacy policy says so). */
export const CART_REMINDER_KEEP_DAYS = 30;

/** `/checkout/p/{pipelineId}`: the storefront's random hex id of one checkout visit. */
export const PipelineIdParamsSchema = z.object({
  pipelineId: z.string().check(z.regex(/^[0-9a-f]{16,64}$/, 'Not a checkout id')),
});

export const CartReminderLineSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(100)),
  selectedBrand: z.string().check(z.trim(), z.maxLength(100)),
  selectedModel: z.string().check(z.trim(), z.maxLength(100)),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
});
export type CartReminderLine = z.infer<typeof CartReminderLineSchema>;

/** `PUT /checkouts/{pipelineId}/reminder`: kept only with `consent: true`. */
export const CartReminderInputSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Enter a valid email address'),
    ),
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  items: z.array(CartReminderLineSchema).check(z.minLength(1), z.maxLength(50)),
  consent: z.literal(true),
});
export type CartReminderInput = z.infer<typeof CartReminderInputSchema>;

export const CartReminderTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(300)),
});

/** `GET /cart-reminders/{token}`'s 404: expired, tampered, or its draft already deleted. */
export const CART_REMINDER_LINK_EXPIRED = 'This reminder link has expired or is not valid.';

/**
 * The reminder mail's stop link (`/cart-reminders/stop?email=…&token=…`): the token is signed for
 * the email, like the review request's opt-out.
 */
export const CartReminderStopQuerySchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  token: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** A line the restore link puts back, at today's price (rupees, as the cart keeps them). */
export const RestoredCartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.nullable(z.string()),
  price: z.number(),
  /**
   * The category's GST rate now, as a fraction (decision 066): the cart taxes the line at it.
   * The server always sends it; a line without one is taxed at the spec's 8%.
   */
  gstRate: z.optional(z.number()),
  selectedBrand: z.string(),
  selectedModel: z.string(),
  quantity: z.int(),
});
export type RestoredCartLine = z.infer<typeof RestoredCartLineSchema>;

/** `GET /cart-reminders/{token}`: the lines to put back, and what could not be. */
export const RestoredCartSchema = z.object({
  lines: z.array(RestoredCartLineSchema),
  /** Lines whose product is withdrawn or no longer offers the device: named, not restored. */
  dropped: z.array(z.object({ name: z.string(), selectedModel: z.string() })),
});
export type RestoredCart = z.infer<typeof RestoredCartSchema>;

/** A draft in `GET /admin/cart-reminders`. */
export const AdminCartReminderSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  itemCount: z.int(),
  /** The cart at the prices of its last save, paise. */
  valueInPaise: z.int(),
  createdAt: z.string(),
  remindAt: z.string(),
  /** When the mail went (or the sweep decided not to send it: `skipped`). */
  remindedAt: z.nullable(z.string()),
  skipped: z.nullable(z.enum(['ordered', 'withdrawn', 'unavailable', 'merged'])),
  withdrawn: z.boolean(),
  restoredAt: z.nullable(z.string()),
  recoveredOrder: z.nullable(z.object({ _id: z.string(), number: z.int(), totalInPaise: z.int() })),
});
export type AdminCartReminder = z.infer<typeof AdminCartReminderSchema>;

export const AdminCartReminderListSchema = z.extend(listEnvelopeSchema(AdminCartReminderSchema), {
  /** Over every draft, not only this page. */
  totals: z.object({ sent: z.int(), recovered: z.int(), recoveredInPaise: z.int() }),
});
export type AdminCartReminderList = z.infer<typeof AdminCartReminderListSchema>;

export const AdminCartReminderQuerySchema = AdminPageQuerySchema;
