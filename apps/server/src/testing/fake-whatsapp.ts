import { randomBytes } from 'node:crypto';
import { hmacSha256Hex } from '../http/hmac-signature.ts';
import {
  type FakeProviderServer,
  type ProviderAnswer,
  type RecordedProviderRequest,
  startFakeProviderServer,
} from './fake-provider-server.ts';
import type { InjectTarget } from './fake-razorpay-webhooks.ts';

// A stand-in for Meta's WhatsApp Business Cloud API on 127.0.0.1 (API.md § Messages beyond
// mail): template sends with Meta's answers and errors, test switches (fail the next sends,
// numbers WhatsApp cannot reach), and Meta's webhook, signed with the app secret, delivered to
// the shop. Plain Node: the e2e suite starts it in-process and points WHATSAPP_API_BASE at it.

const API_VERSION = 'v21.0';
export const WHATSAPP_WEBHOOK_PATH = '/api/notifications/whatsapp/webhook';

export interface FakeWhatsAppOptions {
  accessToken?: string;
  phoneNumberId?: string;
  appSecret?: string;
  verifyToken?: string;
  /** A fixed port on 127.0.0.1; the system picks one by default. */
  port?: number;
}

/** A template message Meta accepted. */
export interface SentWhatsApp {
  /** Meta's message id (`wamid.…`), which the webhook's statuses name. */
  id: string;
  to: string;
  template: string;
  parameters: string[];
}

/** One entry of a status webhook, as Meta reports a sent message's fate. */
export interface StatusReport {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipientId?: string;
  /** For `failed`: Meta's error code (131026: the number cannot receive WhatsApp). */
  errorCode?: number;
}

export interface WebhookAnswer {
  statusCode: number;
  body: string;
}

const metaError = (status: number, code: number, message: string): ProviderAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AFakeTraceId' } },
});

type TemplateBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
};

/** The template's body parameters, or null when the body is not a template send Meta takes. */
function templateOf(body: unknown): Omit<SentWhatsApp, 'id'> | null {
  const send = (typeof body === 'object' && body !== null ? body : {}) as TemplateBody;
  const { template } = send;
  if (send.messaging_product !== 'whatsapp' || send.type !== 'template') return null;
  if (typeof send.to !== 'string' || !/^\d{8,15}$/.test(send.to)) return null;
  if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
    return null;
  }
  const parameters: string[] = [];
  for (const component of template.components ?? []) {
    for (const parameter of component.parameters ?? []) {
      if (parameter.type !== 'text' || typeof parameter.text !== 'string') return null;
      parameters.push(parameter.text);
    }
  }
  return { to: send.to, template: template.name, parameters };
}

export class FakeWhatsApp {
  readonly accessToken: string;
  readonly phoneNumberId: string;
  readonly appSecret: string;
  readonly verifyToken: string;
  /** Every request, in order, answered well or not. */
  readonly requests: RecordedProviderRequest[] = [];
  /** The template messages Meta accepted, in order. */
  readonly sent: SentWhatsApp[] = [];
  private failures: number[] = [];
  private readonly unreachable = new Set<string>();
  private server: FakeProviderServer | null = null;

  private constructor(options: FakeWhatsAppOptions) {
    this.accessToken = options.accessToken ?? `EAAG${randomBytes(16).toString('hex')}`;
    this.phoneNumberId = options.phoneNumberId ?? '106540352242922';
    this.appSecret = options.appSecret ?? randomBytes(16).toString('hex');
    this.verifyToken = options.verifyToken ?? randomBytes(8).toString('hex');
  }

  static async start(options: FakeWhatsAppOptions = {}): Promise<FakeWhatsApp> {
    const fake = new FakeWhatsApp(options);
    fake.server = await startFakeProviderServer((request) => fake.answer(request), options.port);
    return fake;
  }

  /** `WHATSAPP_API_BASE` for the shop. */
  get apiBase(): string {
    return `http://127.0.0.1:${this.server?.port ?? 0}/${API_VERSION}`;
  }

  /** The shop's WHATSAPP_* settings against this fake. */
  env(): Record<string, string> {
    return {
      WHATSAPP_ACCESS_TOKEN: this.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
      WHATSAPP_API_BASE: this.apiBase,
    };
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** The next `count` requests are answered `status` (a 5xx by default) with Meta's envelope. */
  failNext(count: number, status = 500): void {
    this.failures.push(...Array.from({ length: count }, () => status));
  }

  /** Sends to this number are answered Meta's 131026: it cannot receive WhatsApp. */
  rejectAsUndeliverable(phone: string): void {
    this.unreachable.add(phone);
  }

  /** Accepted sends of one template, e.g. `sentOf('order_shipped')`. */
  sentOf(template: string): SentWhatsApp[] {
    return this.sent.filter((message) => message.template === template);
  }

  // --- Meta's webhook ---

  /** A status webhook's body, as Meta sends it for the WhatsApp Business Account. */
  statusWebhook(reports: readonly StatusReport[]): string {
    const statuses = reports.map(({ id, status, recipientId, errorCode }) => ({
      id,
      status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: recipientId ?? this.sent.find((message) => message.id === id)?.to ?? '',
      ...(errorCode === undefined
        ? {}
        : { errors: [{ code: errorCode, title: 'Message undeliverable.' }] }),
    }));
    return this.webhookBody({ statuses });
  }

  /** An inbound text message's webhook body (a shopper writing to the shop's number). */
  inboundTextWebhook(from: string, text: string): string {
    return this.webhookBody({
      contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.${randomBytes(12).toString('hex')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
  }

  /** Headers Meta sends with a body: `X-Hub-Signature-256`, the app secret's HMAC of it. */
  signedHeaders(body: string, secret = this.appSecret): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${hmacSha256Hex(secret, body)}`,
    };
  }

  /**
   * POSTs a webhook to the shop: a base URL (`http://127.0.0.1:3000`) or an app's `inject`.
   * Signed by default; `headers` replaces the signed ones (a missing or forged signature).
   */
  async deliver(
    target: string | InjectTarget,
    body: string,
    headers: Record<string, string> = this.signedHeaders(body),
  ): Promise<WebhookAnswer> {
    if (typeof target !== 'string') {
      const answer = await target.inject({
        method: 'POST',
        url: WHATSAPP_WEBHOOK_PATH,
        payload: body,
        headers,
      });
      return { statusCode: answer.statusCode, body: answer.body };
    }
    const response = await fetch(`${target}${WHATSAPP_WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body,
    });
    return { statusCode: response.status, body: await response.text() };
  }

  private webhookBody(value: Record<string, unknown>): string {
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '15550783881',
                  phone_number_id: this.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
  }

  private answer(request: RecordedProviderRequest): ProviderAnswer {
    this.requests.push(request);
    const failure = this.failures.shift();
    if (failure !== undefined) {
      return metaError(failure, 131000, 'Something went wrong (a test asked for this failure)');
    }
    if (request.headers.authorization !== `Bearer ${this.accessToken}`) {
      return metaError(401, 190, 'Error validating access token: the session is invalid.');
    }
    const path = `/${API_VERSION}/${this.phoneNumberId}/messages`;
    if (request.method !== 'POST' || request.path !== path) {
      return metaError(400, 100, `Unsupported ${request.method} request to ${request.path}`);
    }
    const template = templateOf(request.body);
    if (!template) return metaError(400, 100, '(#100) Invalid parameter');
    if (this.unreachable.has(template.to)) {
      return metaError(400, 131026, '(#131026) Message undeliverable.');
    }
    const id = `wamid.${randomBytes(16).toString('hex')}`;
    this.sent.push({ id, ...template });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: template.to, wa_id: template.to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  }
}
