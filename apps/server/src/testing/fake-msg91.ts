import { randomBytes } from 'node:crypto';
import { MESSAGE_EVENTS, type MessageEvent } from '../messaging-config.ts';
import {
  type FakeProviderServer,
  type ProviderAnswer,
  type RecordedProviderRequest,
  startFakeProviderServer,
} from './fake-provider-server.ts';

// A stand-in for MSG91's flow API on 127.0.0.1 (API.md § Messages beyond mail): one SMS per
// recipient of a DLT template, MSG91's `{ type, message }` answers, and switches to fail the
// next sends. Plain Node, usable from the e2e suite as from the API tests.

export interface FakeMsg91Options {
  authKey?: string;
  /** A fixed port on 127.0.0.1; the system picks one by default. */
  port?: number;
}

/** An SMS MSG91 accepted. */
export interface SentSms {
  /** MSG91's request id, kept on the outbox row. */
  requestId: string;
  templateId: string;
  to: string;
  /** var1, var2… in order. */
  vars: string[];
  sender: string | null;
}

/** The DLT template id `env()` gives each event (MSG91 flow ids are letters and digits). */
export function fakeSmsTemplateId(event: MessageEvent): string {
  return `flow${event.replaceAll('_', '')}`;
}

const error = (status: number, message: string): ProviderAnswer => ({
  status,
  body: { type: 'error', message },
});

type FlowBody = { template_id?: unknown; sender?: unknown; recipients?: unknown };

/** Each recipient's number and vars, or null when the body is not a flow send MSG91 takes. */
function smsOf(body: unknown): Omit<SentSms, 'requestId'>[] | null {
  const flow = (typeof body === 'object' && body !== null ? body : {}) as FlowBody;
  if (typeof flow.template_id !== 'string' || !Array.isArray(flow.recipients)) return null;
  if (flow.recipients.length === 0) return null;
  const sms: Omit<SentSms, 'requestId'>[] = [];
  for (const recipient of flow.recipients as Record<string, unknown>[]) {
    const { mobiles, ...rest } = recipient;
    if (typeof mobiles !== 'string' || !/^\d{10,13}$/.test(mobiles)) return null;
    const vars: string[] = [];
    for (let i = 1; `var${i}` in rest; i++) vars.push(String(rest[`var${i}`]));
    sms.push({
      templateId: flow.template_id,
      to: mobiles,
      vars,
      sender: typeof flow.sender === 'string' ? flow.sender : null,
    });
  }
  return sms;
}

export class FakeMsg91 {
  readonly authKey: string;
  /** Every request, in order, answered well or not. */
  readonly requests: RecordedProviderRequest[] = [];
  /** The SMS MSG91 accepted, in order. */
  readonly sent: SentSms[] = [];
  private failures: ProviderAnswer[] = [];
  private server: FakeProviderServer | null = null;

  private constructor(options: FakeMsg91Options) {
    this.authKey = options.authKey ?? randomBytes(12).toString('hex');
  }

  static async start(options: FakeMsg91Options = {}): Promise<FakeMsg91> {
    const fake = new FakeMsg91(options);
    fake.server = await startFakeProviderServer((request) => fake.answer(request), options.port);
    return fake;
  }

  /** `MSG91_API_BASE` for the shop. */
  get apiBase(): string {
    return `http://127.0.0.1:${this.server?.port ?? 0}`;
  }

  /**
   * The shop's SMS settings against this fake: every event with a template (`fakeSmsTemplateId`)
   * unless `events` names fewer.
   */
  env(events: readonly MessageEvent[] = MESSAGE_EVENTS): Record<string, string> {
    return {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: this.authKey,
      MSG91_API_BASE: this.apiBase,
      ...Object.fromEntries(
        events.map((event) => [`SMS_TEMPLATE_${event.toUpperCase()}`, fakeSmsTemplateId(event)]),
      ),
    };
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** The next `count` requests are answered `status` (a 5xx by default). */
  failNext(count: number, status = 500): void {
    for (let i = 0; i < count; i++) this.failures.push(error(status, 'Internal server error'));
  }

  /** The next `count` requests are answered 200 `{ type: "error", message }`, as MSG91 does. */
  refuseNext(count: number, message = 'Template not approved by DLT'): void {
    for (let i = 0; i < count; i++) this.failures.push(error(200, message));
  }

  private answer(request: RecordedProviderRequest): ProviderAnswer {
    this.requests.push(request);
    const failure = this.failures.shift();
    if (failure) return failure;
    if (request.headers.authkey !== this.authKey) return error(401, 'Authentication failure');
    if (request.method !== 'POST' || request.path !== '/api/v5/flow') {
      return error(404, `No route ${request.method} ${request.path}`);
    }
    const sms = smsOf(request.body);
    if (!sms) return error(400, 'Invalid flow request');
    const requestId = randomBytes(12).toString('hex');
    this.sent.push(...sms.map((one) => ({ requestId, ...one })));
    return { status: 200, body: { type: 'success', message: requestId } };
  }
}
