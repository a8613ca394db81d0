import { ErrorBodySchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../http/file-response.ts';
import { headerValue, rawBodyOf, readJsonAsBytes } from '../../http/raw-json-body.ts';
import type { WhatsAppConfig } from '../../messaging-config.ts';
import type { DocumentedInput } from '../../plugins/openapi-operations.ts';
import { answerChallenge, handleWhatsAppWebhook } from './whatsapp-webhook.ts';

export interface WhatsAppWebhookRoutesOptions {
  /** null: WhatsApp is off, and the webhook does not exist (404). */
  whatsapp: WhatsAppConfig | null;
}

const ChallengeQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(1000).optional(),
  // Meta sends a number; it is echoed back, so nothing else is.
  'hub.challenge': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the challenge Meta sent')
    .optional(),
});

const WebhookResultSchema = z.object({
  statuses: z.number().int().describe('Statuses recorded on a message of the shop'),
  optOuts: z.number().int().describe('Phones that answered STOP'),
});

// Meta batches updates; its payloads stay well under this (its documented limit is 3 MB).
const WEBHOOK_BODY_LIMIT_BYTES = 3 * 1024 * 1024;
// Read as raw bytes (the signature is over them), so documented here rather than validated.
const WEBHOOK_INPUT: DocumentedInput = {
  contentType: 'application/json',
  body: {
    type: 'object',
    description:
      "Meta's WhatsApp Business Account webhook (statuses, messages), signed over its exact bytes",
  },
  headers: {
    type: 'object',
    properties: {
      'x-hub-signature-256': {
        type: 'string',
        description: 'sha256=<HMAC-SHA256 of the body with WHATSAPP_APP_SECRET, hex>',
      },
    },
    required: ['x-hub-signature-256'],
  },
};

/**
 * API.md § Messages beyond mail, delivery status: Meta's webhook for the shop's WhatsApp number.
 * Meta's servers never hold the unlock cookie: open while the gate is on (the verify token and
 * the signature authenticate them), and not rate-limited, as Meta sends bursts.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<WhatsAppWebhookRoutesOptions> = async (
  app,
  { whatsapp },
) => {
  if (!whatsapp) return;
  const { appSecret, verifyToken } = whatsapp;

  app.get(
    '/webhook',
    {
      config: { openPastGate: true },
      schema: {
        tags: ['messages'],
        summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token matches",
        querystring: ChallengeQuerySchema,
        response: {
          200: fileResponse('text/plain', 'The hub.challenge, as sent'),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const challenge = answerChallenge(verifyToken, {
        mode: request.query['hub.mode'],
        token: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  // The signature is over the exact bytes Meta sent, so this scope alone reads JSON as a Buffer.
  await app.register(async (scope) => {
    readJsonAsBytes(scope);
    scope.post(
      '/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        config: { openPastGate: true, documentedInput: WEBHOOK_INPUT },
        schema: {
          tags: ['messages'],
          summary:
            "Meta's WhatsApp webhook: delivery statuses and STOP; raw body, X-Hub-Signature-256",
          response: { 200: WebhookResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const outcome = await handleWhatsAppWebhook(
          { db: app.db, mail: app.mail, appSecret },
          rawBodyOf(request),
          headerValue(request.headers['x-hub-signature-256']),
        );
        request.log.info(outcome, 'WhatsApp webhook handled');
        return outcome;
      },
    );
  });
};
