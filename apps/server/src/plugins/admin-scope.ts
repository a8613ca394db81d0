import type { FastifyPluginOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from './require-admin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by `adminRoutes` and nowhere else: the admin token decides and the store gate does not
     * apply (API.md § Decisions, order of checks). The gate and the route-walk test read it.
     */
    adminOnly?: boolean;
  }
}

function markAdminOnly(route: RouteOptions): void {
  route.config = { ...route.config, adminOnly: true };
}

// Admin answers carry shoppers' names, addresses and the takings: never kept by a browser or a proxy.
async function keepPrivate(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}

/**
 * Declares routes admin: the one decision that makes a route admin-only. Every route the plugin
 * declares answers 401/403 before validation (requireAdmin, an onRequest hook), carries
 * `Cache-Control: private, no-store` and is marked `adminOnly`, so the store gate leaves it to
 * the admin token. Register the result like any plugin: a whole module
 * (`export const outboxRoutes = adminRoutes(async (app) => …)`) or the admin part of a mixed one
 * (`await app.register(adminRoutes(async (admin) => …))`). Needs `app.authenticateAdmin`
 * (plugins/app-services.ts).
 */
export function adminRoutes<Options extends FastifyPluginOptions = Record<never, never>>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRoute', markAdminOnly);
    app.addHook('onRequest', requireAdmin({ authenticateAdmin: app.authenticateAdmin }));
    app.addHook('onSend', keepPrivate);
    await routes(app, options);
  };
}
