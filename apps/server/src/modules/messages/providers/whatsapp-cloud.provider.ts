import { z } from 'zod';
import type { WhatsAppConfig } from '../../../messaging-config.ts';
import {
  type MessageProvider,
  type OutboxPayload,
  UndeliverableError,
  WHATSAPP_UNDELIVERABLE_CODE,
} from '../../mail/index.ts';
import { PROVIDER_TIMEOUT_MS, postJson } from './provider-http.ts';

// Meta's WhatsApp Business Cloud API (API.md § Messages beyond mail, wire formats): an approved
// utility template by name, in English, its body's parameters in order.

const SentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const MetaErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), code: z.number().optional() }),
});

/** The body Meta takes for a template message. */
export function whatsAppTemplateBody(to: string, template: string, parameters: string[]) {
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    template: {
      name: template,
      language: { code: 'en' },
      // A template without variables takes no body component (Meta refuses an empty one).
      components:
        parameters.length > 0
          ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
          : [],
    },
  };
}

export class WhatsAppCloudProvider implements MessageProvider {
  constructor(
    private readonly config: WhatsAppConfig,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async send(to: string, payload: OutboxPayload): Promise<{ providerMessageId: string }> {
    if (payload.channel !== 'whatsapp') {
      throw new UndeliverableError(`WhatsApp cannot send a ${payload.channel} message`, 0);
    }
    const { apiBase, phoneNumberId, accessToken } = this.config;
    const answer = await postJson(
      'WhatsApp',
      `${apiBase}/${phoneNumberId}/messages`,
      { authorization: `Bearer ${accessToken}` },
      whatsAppTemplateBody(to, payload.template, payload.parameters),
      this.timeoutMs,
    );
    if (!answer.ok) {
      const error = MetaErrorSchema.safeParse(answer.body);
      const code = error.success ? error.data.error.code : undefined;
      const message = (error.success && error.data.error.message) || 'no error message';
      const said = `WhatsApp answered ${answer.status}: ${message}${code ? ` (code ${code})` : ''}`;
      if (code === WHATSAPP_UNDELIVERABLE_CODE) throw new UndeliverableError(said, code);
      throw new Error(said);
    }
    const sent = SentSchema.safeParse(answer.body);
    if (!sent.success) throw new Error(`WhatsApp answered ${answer.status} without a message id`);
    return { providerMessageId: sent.data.messages[0]?.id ?? '' };
  }
}
