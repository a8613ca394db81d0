import { z } from 'zod';
import type { SmsConfig } from '../../../messaging-config.ts';
import { type MessageProvider, type OutboxPayload, UndeliverableError } from '../../mail/index.ts';
import { PROVIDER_TIMEOUT_MS, postJson } from './provider-http.ts';

// MSG91's flow API (API.md § Messages beyond mail, wire formats): a DLT-registered template by
// its flow id, its variables as var1, var2… of the one recipient.

const AnswerSchema = z.object({ type: z.string(), message: z.string().optional() });

/** The body MSG91 takes for one SMS of a flow. */
export function msg91FlowBody(
  to: string,
  templateId: string,
  vars: string[],
  senderId: string | undefined,
) {
  const recipient: Record<string, string> = { mobiles: to };
  vars.forEach((value, index) => {
    recipient[`var${index + 1}`] = value;
  });
  return {
    template_id: templateId,
    ...(senderId ? { sender: senderId } : {}),
    // No shortened links: DLT whitelists the shop's own URLs, not MSG91's short domain.
    short_url: '0',
    recipients: [recipient],
  };
}

export class Msg91Provider implements MessageProvider {
  constructor(
    private readonly config: SmsConfig,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async send(to: string, payload: OutboxPayload): Promise<{ providerMessageId: string | null }> {
    if (payload.channel !== 'sms') {
      throw new UndeliverableError(`MSG91 cannot send a ${payload.channel} message`, 0);
    }
    const { apiBase, authKey, senderId } = this.config;
    const answer = await postJson(
      'MSG91',
      `${apiBase}/api/v5/flow`,
      { authkey: authKey },
      msg91FlowBody(to, payload.templateId, payload.vars, senderId),
      this.timeoutMs,
    );
    const parsed = AnswerSchema.safeParse(answer.body);
    // MSG91 may answer 200 with `type: "error"`: the type decides, not only the status.
    if (!answer.ok || !parsed.success || parsed.data.type !== 'success') {
      const message = parsed.success ? (parsed.data.message ?? parsed.data.type) : 'no answer';
      throw new Error(`MSG91 answered ${answer.status}: ${message}`);
    }
    return { providerMessageId: parsed.data.message || null };
  }
}
