import {
  OrderSchema,
  type OutboxMail,
  OutboxMailListSchema,
  OutboxMailSchema,
} from '@skins/shared';
import { E2E_ADMIN } from './admin.ts';
import type { RunningApp } from './app.ts';

/**
 * The admin API, for a spec's own checks around what it does in the browser. One sign-in per
 * spec file: sign-ins are rate-limited (10 a minute).
 */
export function adminApi(app: () => RunningApp) {
  let token: string | undefined;

  async function signedIn(): Promise<string> {
    if (token) return token;
    const response = await fetch(app().url('/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    token = ((await response.json()) as { token: string }).token;
    return token;
  }

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(app().url(path), {
      method,
      headers: {
        Authorization: `Bearer ${await signedIn()}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  }

  return {
    call,
    fetchOrder: async (orderId: string) =>
      OrderSchema.parse(await (await call('GET', `/api/orders/${orderId}`)).json()),
    /** The outbox's mails of `kind` to `to`, with their bodies, newest first. */
    mailsOf: async (kind: string, to: string): Promise<OutboxMail[]> => {
      const list = OutboxMailListSchema.parse(
        await (await call('GET', '/api/mail/outbox?limit=100')).json(),
      );
      const matching = list.data.filter((mail) => mail.kind === kind && mail.to === to);
      return Promise.all(
        matching.map(async (mail) =>
          OutboxMailSchema.parse(await (await call('GET', `/api/mail/outbox/${mail._id}`)).json()),
        ),
      );
    },
  };
}
