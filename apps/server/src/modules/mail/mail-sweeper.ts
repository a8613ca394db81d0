import type { FastifyInstance } from 'fastify';
import type { MailService, MailTransport } from './mail.service.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * When any channel sends (SMTP, WhatsApp or SMS), retries failed sends every minute
 * (background-work.ts starts it); on close the sweep stops, sends in progress finish and the
 * transport closes. With no channel, rows stay in the outbox and there is nothing to sweep.
 */
export function startMailSweep(
  app: FastifyInstance,
  mail: MailService,
  transport: MailTransport | null,
): void {
  if (!mail.isSendingAnything) return;
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = mail.deliverDue().catch((error: unknown) => {
      app.log.error({ err: error }, 'outbox retry sweep failed');
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await mail.flush();
    transport?.close();
  });
}
