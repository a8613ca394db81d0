import type { FastifyInstance } from 'fastify';
import { startRepeatingPass } from '../../repeating-pass.ts';
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
  startRepeatingPass(app, {
    name: 'outbox retry sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    pass: () => mail.deliverDue(),
    onClose: async () => {
      await mail.flush();
      transport?.close();
    },
  });
}
