import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isValidHmacSignature } from '../../http/hmac-signature.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  type DeliveryReport,
  isUndeliverableReport,
  type MailService,
  recordDeliveryStatus,
} from '../mail/index.ts';
import { recordMessageOptOut } from './message-opt-outs.ts';

// Meta's webhook for the WhatsApp number (API.md § Messages beyond mail, delivery status): the
// statuses of the messages the shop sent, and what shoppers write back, of which only STOP is
// acted on. Meta retries any answer but 200 for days, so everything signed is answered 200, and
// parts it does not understand are skipped, not refused.

const INVALID_SIGNATURE = 'The webhook signature (X-Hub-Signature-256) is missing or invalid.';

// Each part is read on its own: one odd status does not cost the others of the same delivery.
const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z.array(z.object({ code: z.number() }).loose()).optional(),
});
const InboundTextSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  type: z.literal('text'),
  text: z.object({ body: z.string().max(4096) }),
});
const ListSchema = z.array(z.unknown()).catch([]);
const ValueSchema = z
  .object({ statuses: ListSchema.optional(), messages: ListSchema.optional() })
  .catch({});
const WebhookSchema = z.object({
  entry: z
    .array(
      z.object({ changes: z.array(z.object({ value: ValueSchema }).catch({ value: {} })) }).catch({
        changes: [],
      }),
    )
    .catch([]),
});

export interface WhatsAppWebhookDeps {
  db: Db;
  mail: MailService;
  appSecret: string;
}

export interface WebhookOutcome {
  /** Statuses recorded on a message of ours (unknown message ids are ignored). */
  statuses: number;
  /** Phones that answered STOP. */
  optOuts: number;
}

/** `sha256=<hex>`'s hex, or undefined. */
function signatureOf(header: string | undefined): string | undefined {
  return header?.startsWith('sha256=') ? header.slice('sha256='.length) : undefined;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The webhook body must be JSON.');
  }
}

function valid<T>(schema: z.ZodType<T>, items: readonly unknown[] | undefined): T[] {
  return (items ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function isStop(text: string): boolean {
  return text.trim().toUpperCase() === 'STOP';
}

/**
 * POST /api/notifications/whatsapp/webhook: checks the signature over the raw bytes (401,
 * nothing recorded, when it is wrong), then records each status in the order Meta listed them
 * (a status only moves on, so order does not matter) and each STOP as the phone's opt-out.
 */
export async function handleWhatsAppWebhook(
  { db, mail, appSecret }: WhatsAppWebhookDeps,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<WebhookOutcome> {
  // Verify the HMAC over the raw bytes before parsing: the body is attacker-controlled.
  if (!isValidHmacSignature(appSecret, rawBody, signatureOf(signatureHeader))) {
    throw new AppError(401, 'UNAUTHENTICATED', INVALID_SIGNATURE);
  }
  const parsed = WebhookSchema.safeParse(parseJson(rawBody));
  const entry = parsed.success ? parsed.data.entry : [];
  const values = entry.flatMap(({ changes }) => changes.map(({ value }) => value));
  const outcome: WebhookOutcome = { statuses: 0, optOuts: 0 };
  for (const value of values) {
    for (const status of valid(StatusSchema, value.statuses)) {
      const report: DeliveryReport = {
        providerMessageId: status.id,
        status: status.status,
        errorCode: status.errors?.[0]?.code,
      };
      if (!(await recordDeliveryStatus(db, report))) continue;
      outcome.statuses++;
      if (isUndeliverableReport(report)) await mail.fallBackToSms(report.providerMessageId);
    }
    for (const message of valid(InboundTextSchema, value.messages)) {
      if (!isStop(message.text.body)) continue;
      // From now, an order's consent given before counts no more (message-opt-outs.ts).
      await recordMessageOptOut(db, message.from, 'whatsapp-stop');
      outcome.optOuts++;
    }
  }
  return outcome;
}

/** Meta's subscription check: the challenge, when the mode and the verify token are right. */
export function answerChallenge(
  verifyToken: string | undefined,
  query: { mode?: string | undefined; token?: string | undefined; challenge?: string | undefined },
): string {
  const isVerified =
    verifyToken !== undefined &&
    query.mode === 'subscribe' &&
    query.token !== undefined &&
    isSameSecret(verifyToken, query.token);
  if (!isVerified) {
    throw new AppError(403, 'FORBIDDEN', 'The verify token does not match WHATSAPP_VERIFY_TOKEN.');
  }
  if (!query.challenge) {
    throw new AppError(400, 'VALIDATION_FAILED', 'hub.challenge is missing.', {
      fields: { 'hub.challenge': 'Required' },
    });
  }
  return query.challenge;
}

/** Compared as digests of one length, in constant time: the token is a secret. */
function isSameSecret(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
