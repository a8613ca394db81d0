import type { FastifyInstance } from 'fastify';
import { MailService, type MailServiceOptions } from './mail.service.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The app's mail service: with a transport, failed sends are retried every minute; on close
 * the sweep stops, sends in progress finish and the transport closes.
 */
export function createMailService(
  app: FastifyInstance,
  options: Omit<MailServiceOptions, 'log'>,
): MailService {
  const mail = new MailService({ ...options, log: app.log });
  if (!options.transport) return mail;
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = mail.deliverDue().catch((error: unknown) => {
      app.log.error({ err: error }, 'mail retry sweep failed');
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await mail.flush();
    options.transport?.close();
  });
  return mail;
}
