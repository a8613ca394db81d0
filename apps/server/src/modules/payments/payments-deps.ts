import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderUpdates } from '../messages/index.ts';
import type { StockWatch } from '../orders/index.ts';
import type { PaymentGateway } from './gateway.ts';

/** What the payment steps need: the app's services and two settings (paymentsDeps). */
export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  mail: MailService;
  /** The app secret: order tokens are derived from it. */
  secret: string;
  /** Absolute links in the confirmation mail. */
  publicUrl: string;
  /** SHOP_ORDERS_EMAIL: the owner's new-order mail; undefined: the oldest admin's address. */
  ordersEmail: string | undefined;
  /** WhatsApp and SMS order updates: whether the checkout's tick is consent, the mail's note. */
  orderUpdates: OrderUpdates;
  log: FastifyBaseLogger;
  /** LOW_STOCK_THRESHOLD and the catalog cache to empty when a product sells out (decision 065). */
  stock?: StockWatch | undefined;
}

export type PaymentsSettings = Pick<
  PaymentsDeps,
  'secret' | 'publicUrl' | 'ordersEmail' | 'orderUpdates' | 'stock'
>;

/** The payment steps' dependencies: the app's services (app-services.ts) and the settings. */
export function paymentsDeps(app: FastifyInstance, settings: PaymentsSettings): PaymentsDeps {
  const { db, gateway, mail, log } = app;
  return { db, gateway, mail, log, ...settings };
}
