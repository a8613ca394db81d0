import * as z from 'zod/mini';
import { AdminPageQuerySchema } from './catalog.ts';
import { listEnvelopeSchema } from './contract.ts';

/**
 * Where a mail is (API.md § Mail): `queued` to be sent over SMTP (or retried), `sent`, `failed`
 * after the last retry, or `kept` in the outbox because no SMTP is configured.
 */
export const OUTBOX_MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxMailStatus = (typeof OUTBOX_MAIL_STATUSES)[number];

/** Most sends of one mail before it gives up (the sweep tries again 1, 2, 4 … 60 min apart). */
export const MAIL_MAX_SEND_ATTEMPTS = 8;

/**
 * The outbox list's filters: each status, and `gave-up` — the failed mails that will not be
 * tried again (the dead letters), which only the admin's "Send again" moves.
 */
export const OUTBOX_LIST_FILTERS = [...OUTBOX_MAIL_STATUSES, 'gave-up'] as const;
export type OutboxListFilter = (typeof OUTBOX_LIST_FILTERS)[number];

/** How an outbox row travels (API.md § Messages beyond mail: WhatsApp and SMS). */
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What the provider last reported of a sent WhatsApp message (Meta's webhook); null otherwise. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A row in the admin's outbox list: everything but its bodies. WhatsApp and SMS rows carry the
 * number in `to` and the template's name in `subject`.
 */
export const OutboxMailSummarySchema = z.object({
  _id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  deliveryStatus: z.nullable(z.enum(DELIVERY_STATUSES)),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_MAIL_STATUSES),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  /** A failed mail's next try; null when none is planned (for a failed mail: it gave up). */
  nextAttemptAt: z.nullable(z.string()),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummarySchema>;

/** One mail with its HTML and text bodies, for the admin's preview. */
export const OutboxMailSchema = z.extend(OutboxMailSummarySchema, {
  html: z.string(),
  text: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailListSchema = listEnvelopeSchema(OutboxMailSummarySchema);
export type OutboxMailList = z.infer<typeof OutboxMailListSchema>;

/** Newest first; `status` filters (`gave-up`: the failed mails that are not tried again). */
export const OutboxListQuerySchema = z.extend(AdminPageQuerySchema, {
  status: z.optional(z.enum(OUTBOX_LIST_FILTERS)),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxMailIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
