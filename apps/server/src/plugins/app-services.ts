import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { MailService } from '../modules/mail/index.ts';
import type { PaymentGateway } from '../modules/payments/index.ts';
import type { AuthenticateAdmin } from './require-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle over PGlite or PostgreSQL (db/client.ts). */
    db: Db;
    /** Who a request's bearer token belongs to; the admin scope and mixed routes ask it. */
    authenticateAdmin: AuthenticateAdmin;
    mail: MailService;
    /** Razorpay, or the simulated gateway (demo mode) with its books in the database. */
    gateway: PaymentGateway;
  }
}

/** What every module may use, built once by buildApp (or a test). */
export interface AppServices {
  db: Db;
  authenticateAdmin: AuthenticateAdmin;
  mail: MailService;
  gateway: PaymentGateway;
}

const decorateServices: FastifyPluginAsync<Partial<AppServices>> = async (
  app,
  { db, authenticateAdmin, mail, gateway },
) => {
  if (db) app.decorate('db', db);
  if (authenticateAdmin) app.decorate('authenticateAdmin', authenticateAdmin);
  if (mail) app.decorate('mail', mail);
  if (gateway) app.decorate('gateway', gateway);
};

/**
 * The app's services as decorators on the root (`app.db`, `app.mail`…), so every module reads
 * them there instead of having them passed by hand. Not encapsulated: fastify-plugin.
 */
export const appServices = fp<AppServices>(decorateServices, {
  name: 'app-services',
  fastify: '5.x',
});

/** For tests of one module on a bare app: only the services it reads. */
export const someAppServices = fp<Partial<AppServices>>(decorateServices, {
  name: 'app-services',
  fastify: '5.x',
});
