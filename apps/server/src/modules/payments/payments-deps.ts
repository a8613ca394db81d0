import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import type { PaymentGateway } from './gateway.ts';

/** What the payment steps need; app.ts builds it once. */
export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  mail: MailService;
  /** The app secret: order tokens are derived from it. */
  secret: string;
  /** Absolute links in the confirmation mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
}
