import * as z from 'zod/mini';
import { AdminPageQuerySchema } from './catalog.ts';
import { MAX_LENGTH } from './constants.ts';
import { listEnvelopeSchema } from './contract.ts';
import { MESSAGES } from './messages.ts';

/** Spec §5: letters, digits, '.', '_' or '-' before the @, a domain, then a 2–6 letter ending. */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/** Trimmed and lower-cased: the same address in any case is one subscriber (API.md). */
const NewsletterEmailSchema = z.pipe(
  z
    .string({ error: MESSAGES.newsletter.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.email, MESSAGES.newsletter.invalidEmail),
      z.regex(NEWSLETTER_EMAIL_PATTERN, MESSAGES.newsletter.invalidEmail),
    ),
  z.transform((email: string) => email.toLowerCase()),
);

export const SubscribeInputSchema = z.object({ email: NewsletterEmailSchema });

export const SubscribeResultSchema = z.object({
  status: z.literal('success'),
  couponCode: z.string(),
});

/** 409 for an address already on the list: the contract's error body plus the status and code. */
export const SubscribeExistsSchema = z.object({
  status: z.literal('exists'),
  message: z.string(),
  code: z.string(),
  couponCode: z.string(),
  details: z.object({ couponCode: z.string() }),
});

export const UpdateSubscriptionResultSchema = z.object({ status: z.literal('sent') });

const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

export const ToggleSubscriptionInputSchema = z.object({
  email: NewsletterEmailSchema,
  subscribe: z.boolean(),
  token: z.string().check(z.minLength(1), z.maxLength(UNSUBSCRIBE_TOKEN_MAX_LENGTH)),
});
export type ToggleSubscriptionInput = z.input<typeof ToggleSubscriptionInputSchema>;

export const ToggleSubscriptionResultSchema = z.object({ subscribed: z.boolean() });
export type ToggleSubscriptionResult = z.infer<typeof ToggleSubscriptionResultSchema>;

// ---- Admin: GET /subscribers, PUT /subscribers/{id}/unsubscribe ----

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscriber as the admin sees them, with the welcome coupon the sign-up gave them. */
export const SubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  couponCode: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListSchema = listEnvelopeSchema(SubscriberSchema);
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

/** Newest first; `search` is part of an email in any case, `status` filters. */
export const SubscriberListQuerySchema = z.extend(AdminPageQuerySchema, {
  status: z.optional(z.enum(SUBSCRIBER_STATUSES)),
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(MAX_LENGTH.email, 'Search is too long')),
  ),
});
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>;

export const SubscriberIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
